ALTER TABLE "ledger_day_sums" ALTER COLUMN "amount" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "banca_settings" ADD COLUMN "max_amount_bs" bigint;--> statement-breakpoint
ALTER TABLE "banca_settings" ADD COLUMN "max_amount_usd" bigint;--> statement-breakpoint
ALTER TABLE "banca_settings" ADD COLUMN "max_amount_cop" bigint;