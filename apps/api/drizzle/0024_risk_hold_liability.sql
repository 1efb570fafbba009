ALTER TABLE "risk_thresholds" DROP CONSTRAINT "risk_thresholds_kind";--> statement-breakpoint
ALTER TABLE "risk_thresholds" DROP CONSTRAINT "risk_thresholds_value";--> statement-breakpoint
ALTER TABLE "risk_thresholds" ADD CONSTRAINT "risk_thresholds_kind" CHECK ("risk_thresholds"."kind" IN ('NOTIFY_PERCENT', 'BLOCK_PERCENT', 'BLOCK_LIABILITY', 'HOLD_LIABILITY'));--> statement-breakpoint
ALTER TABLE "risk_thresholds" ADD CONSTRAINT "risk_thresholds_value" CHECK (CASE WHEN "risk_thresholds"."kind" IN ('BLOCK_LIABILITY', 'HOLD_LIABILITY')
            THEN "risk_thresholds"."amount" > 0 AND "risk_thresholds"."currency" IS NOT NULL AND "risk_thresholds"."percent" IS NULL
            ELSE "risk_thresholds"."percent" BETWEEN 1 AND 100 AND "risk_thresholds"."amount" IS NULL AND "risk_thresholds"."currency" IS NULL END);