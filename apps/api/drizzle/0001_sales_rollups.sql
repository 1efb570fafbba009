CREATE TABLE "number_rollups" (
	"business_date" date NOT NULL,
	"taquilla_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"currency" text NOT NULL,
	"occurrence_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"number_key" text NOT NULL,
	"sold_amount" bigint NOT NULL,
	"sold_plays" integer NOT NULL,
	"annulled_amount" bigint NOT NULL,
	"annulled_plays" integer NOT NULL,
	"prize_amount" bigint NOT NULL,
	"prize_plays" integer NOT NULL,
	"paid_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_rollup_deltas" (
	"business_date" date NOT NULL,
	"taquilla_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"currency" text NOT NULL,
	"occurrence_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"number_key" text NOT NULL,
	"channel" text NOT NULL,
	"sold_amount" bigint NOT NULL,
	"sold_plays" integer NOT NULL,
	"annulled_amount" bigint NOT NULL,
	"annulled_plays" integer NOT NULL,
	"prize_amount" bigint NOT NULL,
	"prize_plays" integer NOT NULL,
	"paid_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"folded_ticket_id" bigint NOT NULL,
	"candidate_ticket_id" bigint NOT NULL,
	"candidate_at" timestamp with time zone NOT NULL,
	"folded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rollup_state_one_row" CHECK ("rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sales_rollups" (
	"business_date" date NOT NULL,
	"taquilla_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"currency" text NOT NULL,
	"product_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"channel" text NOT NULL,
	"sold_amount" bigint NOT NULL,
	"sold_plays" integer NOT NULL,
	"annulled_amount" bigint NOT NULL,
	"annulled_plays" integer NOT NULL,
	"prize_amount" bigint NOT NULL,
	"prize_plays" integer NOT NULL,
	"paid_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_rollup_deltas" (
	"business_date" date NOT NULL,
	"taquilla_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"currency" text NOT NULL,
	"sale_hour" smallint NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"tickets" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"prize_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_rollups" (
	"business_date" date NOT NULL,
	"taquilla_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"currency" text NOT NULL,
	"sale_hour" smallint NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"tickets" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"prize_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "number_rollups_key" ON "number_rollups" USING btree ("business_date","taquilla_id","occurrence_id","bet_type_id","number_key","currency");--> statement-breakpoint
CREATE INDEX "number_rollups_banca_date_idx" ON "number_rollups" USING btree ("banca_id","business_date");--> statement-breakpoint
CREATE INDEX "number_rollups_occurrence_idx" ON "number_rollups" USING btree ("occurrence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rollups_key" ON "sales_rollups" USING btree ("business_date","taquilla_id","product_id","draw_id","bet_type_id","channel","currency");--> statement-breakpoint
CREATE INDEX "sales_rollups_banca_date_idx" ON "sales_rollups" USING btree ("banca_id","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_rollups_key" ON "ticket_rollups" USING btree ("business_date","taquilla_id","sale_hour","channel","currency","status");--> statement-breakpoint
CREATE INDEX "ticket_rollups_banca_date_idx" ON "ticket_rollups" USING btree ("banca_id","business_date");--> statement-breakpoint
CREATE INDEX "ticket_rollups_empty_idx" ON "ticket_rollups" USING btree ("business_date") WHERE tickets = 0;--> statement-breakpoint
INSERT INTO "rollup_state" ("id", "folded_ticket_id", "candidate_ticket_id", "candidate_at", "folded_at") VALUES (1, 0, 0, now(), now());
