CREATE TABLE "number_rollups" (
	"business_date" date NOT NULL,
	"banca_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"taquilla_id" integer NOT NULL,
	"currency" text NOT NULL,
	"product_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"number_key" text NOT NULL,
	"sold_amount" bigint NOT NULL,
	"sold_plays" integer NOT NULL,
	"annulled_amount" bigint NOT NULL,
	"annulled_plays" integer NOT NULL,
	"prize_amount" bigint NOT NULL,
	"prize_plays" integer NOT NULL,
	"paid_amount" bigint NOT NULL,
	"paid_plays" integer NOT NULL,
	CONSTRAINT "number_rollups_pk" PRIMARY KEY("business_date","taquilla_id","product_id","draw_id","bet_type_id","number_key","currency")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_deltas" (
	"business_date" date NOT NULL,
	"banca_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"taquilla_id" integer NOT NULL,
	"currency" text NOT NULL,
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
	"paid_amount" bigint NOT NULL,
	"paid_plays" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rollups" (
	"business_date" date NOT NULL,
	"banca_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"taquilla_id" integer NOT NULL,
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
	"paid_amount" bigint NOT NULL,
	"paid_plays" integer NOT NULL,
	CONSTRAINT "sales_rollups_pk" PRIMARY KEY("business_date","taquilla_id","product_id","draw_id","bet_type_id","channel","currency")
);
--> statement-breakpoint
CREATE TABLE "ticket_rollup_deltas" (
	"business_date" date NOT NULL,
	"banca_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"taquilla_id" integer NOT NULL,
	"currency" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"tickets" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_rollups" (
	"business_date" date NOT NULL,
	"banca_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"taquilla_id" integer NOT NULL,
	"currency" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"tickets" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ticket_rollups_pk" PRIMARY KEY("business_date","taquilla_id","channel","currency","status")
);
--> statement-breakpoint
CREATE INDEX "number_rollups_banca_date_idx" ON "number_rollups" USING btree ("banca_id","business_date");--> statement-breakpoint
CREATE INDEX "sales_rollups_banca_date_idx" ON "sales_rollups" USING btree ("banca_id","business_date");--> statement-breakpoint
CREATE INDEX "ticket_rollups_banca_date_idx" ON "ticket_rollups" USING btree ("banca_id","business_date");--> statement-breakpoint
CREATE INDEX "ticket_rollups_empty_idx" ON "ticket_rollups" USING btree ("tickets") WHERE "ticket_rollups"."tickets" = 0;