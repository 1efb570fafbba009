ALTER TABLE "audit_log" ADD COLUMN "subject_partner_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_subject_partner_idx" ON "audit_log" USING btree ("subject_partner_id");