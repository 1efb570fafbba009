DROP INDEX "cash_registers_day_uq";--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "sequence" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_open_uq" ON "cash_registers" USING btree ("taquilla_id","business_date","currency") WHERE status <> 'APPROVED';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_day_uq" ON "cash_registers" USING btree ("taquilla_id","business_date","currency","sequence");--> statement-breakpoint
UPDATE "cash_registers" SET "status" = 'RETURNED' WHERE "status" = 'CREATED' AND "sent_at" IS NOT NULL;
