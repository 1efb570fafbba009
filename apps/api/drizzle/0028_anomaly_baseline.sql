CREATE TABLE "anomaly_watch_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"counted_ticket_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anomaly_watch_state_one_row" CHECK ("anomaly_watch_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "seller_hour_counts" (
	"seller_id" integer NOT NULL,
	"hour" smallint NOT NULL,
	"day" date NOT NULL,
	"banca_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"first_ticket_id" bigint NOT NULL,
	"last_ticket_id" bigint NOT NULL,
	CONSTRAINT "seller_hour_counts_seller_id_hour_day_pk" PRIMARY KEY("seller_id","hour","day")
);
--> statement-breakpoint
CREATE INDEX "seller_hour_counts_day_idx" ON "seller_hour_counts" USING btree ("day","hour");--> statement-breakpoint
INSERT INTO "anomaly_watch_state" ("id", "counted_ticket_id")
  SELECT 1, coalesce((SELECT "folded_ticket_id" FROM "rollup_state" WHERE "id" = 1), 0);--> statement-breakpoint
INSERT INTO "seller_hour_counts" ("seller_id", "hour", "day", "banca_id", "tickets", "first_ticket_id", "last_ticket_id")
  SELECT t."seller_id", extract(hour FROM t."sold_at" AT TIME ZONE bs."timezone")::smallint,
         (t."sold_at" AT TIME ZONE bs."timezone")::date, min(t."banca_id"), count(*)::int, min(t."id"), max(t."id")
    FROM "tickets" t JOIN "banca_settings" bs ON bs."partner_id" = t."banca_id"
   WHERE t."id" <= (SELECT "counted_ticket_id" FROM "anomaly_watch_state" WHERE "id" = 1)
     AND t."business_date" >= current_date - 92
   GROUP BY 1, 2, 3;
