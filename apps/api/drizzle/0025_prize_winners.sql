CREATE TABLE "prize_winners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prize_winners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"banca_id" integer NOT NULL,
	"document" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_winners_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "prize_winners_ticket_id_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
ALTER TABLE "banca_settings" ADD COLUMN "identify_winners_from" bigint;--> statement-breakpoint
ALTER TABLE "prize_winners" ADD CONSTRAINT "prize_winners_payment_id_prize_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."prize_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_winners" ADD CONSTRAINT "prize_winners_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prize_winners_banca_idx" ON "prize_winners" USING btree ("banca_id");