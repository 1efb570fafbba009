CREATE TABLE "draw_seal_corrections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draw_seal_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seal_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" bigint,
	"currency" text,
	"plays" integer,
	"amount" bigint,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_seals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draw_seals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurrence_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"version" integer NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	"tickets" integer NOT NULL,
	"plays" integer NOT NULL,
	"annulled_tickets" integer NOT NULL,
	"annulled_plays" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"by_number" jsonb NOT NULL,
	"by_agency" jsonb NOT NULL,
	"tickets_head" text NOT NULL,
	"digest" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draw_seal_corrections" ADD CONSTRAINT "draw_seal_corrections_seal_id_draw_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."draw_seals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_seal_corrections_seal_idx" ON "draw_seal_corrections" USING btree ("seal_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_seals_occurrence_banca_uq" ON "draw_seals" USING btree ("occurrence_id","banca_id");