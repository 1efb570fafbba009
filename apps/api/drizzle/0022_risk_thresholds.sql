CREATE TABLE "risk_threshold_crossings" (
	"threshold_id" integer NOT NULL,
	"occurrence_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"number_key" text NOT NULL,
	"partner_id" integer NOT NULL,
	"sold" bigint NOT NULL,
	"blocked_number_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_threshold_crossings_threshold_id_occurrence_id_bet_type_id_number_key_partner_id_pk" PRIMARY KEY("threshold_id","occurrence_id","bet_type_id","number_key","partner_id")
);
--> statement-breakpoint
CREATE TABLE "risk_thresholds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_thresholds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banca_id" integer NOT NULL,
	"lottery_id" integer,
	"product_id" integer,
	"kind" text NOT NULL,
	"percent" smallint,
	"amount" bigint,
	"currency" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_thresholds_kind" CHECK ("risk_thresholds"."kind" IN ('NOTIFY_PERCENT', 'BLOCK_PERCENT', 'BLOCK_LIABILITY')),
	CONSTRAINT "risk_thresholds_value" CHECK (CASE WHEN "risk_thresholds"."kind" = 'BLOCK_LIABILITY'
            THEN "risk_thresholds"."amount" > 0 AND "risk_thresholds"."currency" IS NOT NULL AND "risk_thresholds"."percent" IS NULL
            ELSE "risk_thresholds"."percent" BETWEEN 1 AND 100 AND "risk_thresholds"."amount" IS NULL AND "risk_thresholds"."currency" IS NULL END)
);
--> statement-breakpoint
CREATE TABLE "risk_watch_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"watched_ticket_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_numbers" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD COLUMN "threshold_id" integer;--> statement-breakpoint
ALTER TABLE "risk_threshold_crossings" ADD CONSTRAINT "risk_threshold_crossings_threshold_id_risk_thresholds_id_fk" FOREIGN KEY ("threshold_id") REFERENCES "public"."risk_thresholds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_thresholds" ADD CONSTRAINT "risk_thresholds_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_thresholds" ADD CONSTRAINT "risk_thresholds_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_thresholds" ADD CONSTRAINT "risk_thresholds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_threshold_crossings_occurrence_idx" ON "risk_threshold_crossings" USING btree ("occurrence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_thresholds_uq" ON "risk_thresholds" USING btree ("banca_id","kind",coalesce("lottery_id", 0),coalesce("product_id", 0),coalesce("percent", 0),coalesce("amount", 0),coalesce("currency", ''));--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_threshold_id_risk_thresholds_id_fk" FOREIGN KEY ("threshold_id") REFERENCES "public"."risk_thresholds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "risk_watch_state" ("id", "watched_ticket_id")
  SELECT 1, coalesce((SELECT "folded_ticket_id" FROM "rollup_state" WHERE "id" = 1), 0);--> statement-breakpoint
INSERT INTO "risk_thresholds" ("banca_id", "kind", "percent")
  SELECT p."id", 'NOTIFY_PERCENT', v.percent FROM "partners" p CROSS JOIN (VALUES (80), (95)) AS v(percent)
   WHERE p."kind" = 'BANCA' ORDER BY p."id", v.percent;
