CREATE TABLE "alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"banca_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_path" text NOT NULL,
	"kind" text NOT NULL,
	"cause_key" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"ticket_ids" bigint[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'ABIERTA' NOT NULL,
	"note" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_kind" CHECK ("alerts"."kind" IN ('SELLER_RATE', 'SAME_NUMBER_BEFORE_CLOSE', 'ANNULMENTS_BEFORE_CLOSE', 'WINNER_SHARE', 'LATE_PRIZE_PAYMENT', 'REPEATED_PAYER', 'OFF_HOURS_SALES', 'FAILED_PRIZE_CODES')),
	CONSTRAINT "alerts_status" CHECK ("alerts"."status" IN ('ABIERTA', 'RECONOCIDA', 'DESCARTADA'))
);
--> statement-breakpoint
CREATE TABLE "anomaly_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anomaly_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banca_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anomaly_rules_kind" CHECK ("anomaly_rules"."kind" IN ('SELLER_RATE', 'SAME_NUMBER_BEFORE_CLOSE', 'ANNULMENTS_BEFORE_CLOSE', 'WINNER_SHARE', 'LATE_PRIZE_PAYMENT', 'REPEATED_PAYER', 'OFF_HOURS_SALES', 'FAILED_PRIZE_CODES'))
);
--> statement-breakpoint
CREATE TABLE "prize_code_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prize_code_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"banca_id" integer NOT NULL,
	"taquilla_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"serial" text NOT NULL,
	"ticket_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_rules" ADD CONSTRAINT "anomaly_rules_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_code_failures" ADD CONSTRAINT "prize_code_failures_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_code_failures" ADD CONSTRAINT "prize_code_failures_taquilla_id_partners_id_fk" FOREIGN KEY ("taquilla_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_code_failures" ADD CONSTRAINT "prize_code_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_cause_uq" ON "alerts" USING btree ("banca_id","kind","cause_key");--> statement-breakpoint
CREATE INDEX "alerts_path_raised_idx" ON "alerts" USING btree ("partner_path" text_pattern_ops,"raised_at");--> statement-breakpoint
CREATE INDEX "alerts_open_idx" ON "alerts" USING btree ("partner_path" text_pattern_ops) WHERE status = 'ABIERTA';--> statement-breakpoint
CREATE UNIQUE INDEX "anomaly_rules_uq" ON "anomaly_rules" USING btree ("banca_id","kind");--> statement-breakpoint
CREATE INDEX "prize_code_failures_at_idx" ON "prize_code_failures" USING btree ("at");--> statement-breakpoint
INSERT INTO "anomaly_rules" ("banca_id", "kind", "params")
  SELECT p."id", v.kind, v.params::jsonb FROM "partners" p CROSS JOIN (VALUES ('SELLER_RATE', '{"factor": 4, "min_tickets": 20, "history_days": 14}'),
               ('SAME_NUMBER_BEFORE_CLOSE', '{"taquillas": 5, "minutes": 10}'),
               ('ANNULMENTS_BEFORE_CLOSE', '{"annulments": 3, "minutes": 15}'),
               ('WINNER_SHARE', '{"factor": 3, "days": 7, "min_prizes": "100000"}'),
               ('LATE_PRIZE_PAYMENT', '{"days": 2}'),
               ('REPEATED_PAYER', '{"prizes": 10}'),
               ('OFF_HOURS_SALES', '{"percent": 2, "days": 30, "min_history": 200}'),
               ('FAILED_PRIZE_CODES', '{"attempts": 5, "minutes": 60}')) AS v(kind, params)
   WHERE p."kind" = 'BANCA' ORDER BY p."id", v.kind;
