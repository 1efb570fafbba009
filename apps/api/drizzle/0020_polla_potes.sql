ALTER TABLE "polla_pots" RENAME TO "polla_potes";--> statement-breakpoint
ALTER TABLE "polla_pot_movements" RENAME TO "polla_pote_movements";--> statement-breakpoint
ALTER TABLE "polla_pote_movements" RENAME COLUMN "pot_id" TO "pote_id";--> statement-breakpoint
ALTER TABLE "polla_tickets" RENAME COLUMN "daily_pot_id" TO "daily_pote_id";--> statement-breakpoint
ALTER TABLE "polla_tickets" RENAME COLUMN "weekly_pot_id" TO "weekly_pote_id";--> statement-breakpoint
ALTER SEQUENCE "polla_pots_id_seq" RENAME TO "polla_potes_id_seq";--> statement-breakpoint
ALTER SEQUENCE "polla_pot_movements_id_seq" RENAME TO "polla_pote_movements_id_seq";--> statement-breakpoint
ALTER TABLE "polla_potes" RENAME CONSTRAINT "polla_pots_pkey" TO "polla_potes_pkey";--> statement-breakpoint
ALTER TABLE "polla_pote_movements" RENAME CONSTRAINT "polla_pot_movements_pkey" TO "polla_pote_movements_pkey";--> statement-breakpoint
ALTER TABLE "polla_potes" RENAME CONSTRAINT "polla_pots_not_negative" TO "polla_potes_not_negative";--> statement-breakpoint
ALTER TABLE "polla_pote_movements" RENAME CONSTRAINT "polla_pot_movements_not_negative" TO "polla_pote_movements_not_negative";--> statement-breakpoint
ALTER TABLE "polla_potes" RENAME CONSTRAINT "polla_pots_polla_type_id_polla_types_id_fk" TO "polla_potes_polla_type_id_polla_types_id_fk";--> statement-breakpoint
ALTER TABLE "polla_pote_movements" RENAME CONSTRAINT "polla_pot_movements_pot_id_polla_pots_id_fk" TO "polla_pote_movements_pote_id_polla_potes_id_fk";--> statement-breakpoint
ALTER TABLE "polla_pote_movements" RENAME CONSTRAINT "polla_pot_movements_user_id_users_id_fk" TO "polla_pote_movements_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "polla_tickets" RENAME CONSTRAINT "polla_tickets_daily_pot_id_polla_pots_id_fk" TO "polla_tickets_daily_pote_id_polla_potes_id_fk";--> statement-breakpoint
ALTER TABLE "polla_tickets" RENAME CONSTRAINT "polla_tickets_weekly_pot_id_polla_pots_id_fk" TO "polla_tickets_weekly_pote_id_polla_potes_id_fk";--> statement-breakpoint
ALTER INDEX "polla_pots_uq" RENAME TO "polla_potes_uq";--> statement-breakpoint
ALTER INDEX "polla_pot_movements_pot_idx" RENAME TO "polla_pote_movements_pote_idx";--> statement-breakpoint
ALTER INDEX "polla_tickets_daily_pot_idx" RENAME TO "polla_tickets_daily_pote_idx";--> statement-breakpoint
ALTER INDEX "polla_tickets_weekly_pot_idx" RENAME TO "polla_tickets_weekly_pote_idx";
