CREATE TABLE "daily_rollups" (
	"business_date" date NOT NULL,
	"taquilla_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"currency" text NOT NULL,
	"product_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"sold_amount" bigint NOT NULL,
	"sold_plays" integer NOT NULL,
	"annulled_amount" bigint NOT NULL,
	"annulled_plays" integer NOT NULL,
	"prize_amount" bigint NOT NULL,
	"prize_plays" integer NOT NULL,
	"paid_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "daily_rollups_key" ON "daily_rollups" USING btree ("business_date","taquilla_id","product_id","bet_type_id","currency");--> statement-breakpoint
CREATE INDEX "daily_rollups_banca_date_idx" ON "daily_rollups" USING btree ("banca_id","business_date");--> statement-breakpoint
INSERT INTO "daily_rollups" ("business_date", "taquilla_id", "agency_id", "banca_id", "currency", "product_id", "bet_type_id",
                             "sold_amount", "sold_plays", "annulled_amount", "annulled_plays", "prize_amount", "prize_plays", "paid_amount")
SELECT "business_date", "taquilla_id", min("agency_id"), min("banca_id"), "currency", "product_id", "bet_type_id",
       sum("sold_amount"), sum("sold_plays"), sum("annulled_amount"), sum("annulled_plays"), sum("prize_amount"),
       sum("prize_plays"), sum("paid_amount")
  FROM "sales_rollups"
 GROUP BY "business_date", "taquilla_id", "currency", "product_id", "bet_type_id";
