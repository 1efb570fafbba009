CREATE TABLE "ledger_day_sums" (
	"partner_id" integer NOT NULL,
	"currency" text NOT NULL,
	"business_date" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_day_sums_partner_id_currency_business_date_pk" PRIMARY KEY("partner_id","currency","business_date")
);
--> statement-breakpoint
ALTER TABLE "ledger_day_sums" ADD CONSTRAINT "ledger_day_sums_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ledger_day_sums" ("partner_id", "currency", "business_date", "amount")
SELECT "partner_id", "currency", "business_date", sum("amount") FROM "ledger_legs" GROUP BY 1, 2, 3;
