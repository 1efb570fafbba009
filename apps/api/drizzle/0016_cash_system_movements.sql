ALTER TABLE "cash_movements" ADD COLUMN "written_by_system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "cash_movements" SET "written_by_system" = true
 WHERE "ticket_id" IS NOT NULL
    OR "expense_type_id" IN (SELECT "id" FROM "cash_expense_types" WHERE "system");--> statement-breakpoint
INSERT INTO "cash_expense_types" ("code", "name", "system") VALUES ('ANULACION_POLLA', 'Anulación de polla', true);
