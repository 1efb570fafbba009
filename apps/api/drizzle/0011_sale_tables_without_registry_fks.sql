-- The sale tables name registry rows without foreign keys (ADR 032).
--
-- Every foreign key check of a sale read the referenced row and locked it FOR KEY SHARE: the
-- banca, the taquilla, the agency, the seller, the draw occurrence and the bet type, about a dozen
-- per ticket, and every sale of the network locked the same few rows. That was a sixth of
-- PostgreSQL's time per sale. The ids a ticket names come from rows the API read (its cached
-- network and catalogue, whose version the sale function checks: BN009), and the sale function
-- reads the seller and the occurrences again in its own transaction. Those rows are never deleted
-- (partners, users and draws are deactivated, not removed), which the triggers below now enforce,
-- so what a ticket names exists for as long as the ticket. The links between the sale tables
-- themselves stay.
ALTER TABLE "sale_requests" DROP CONSTRAINT "sale_requests_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_plays" DROP CONSTRAINT "ticket_plays_occurrence_id_draw_occurrences_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_plays" DROP CONSTRAINT "ticket_plays_bet_type_id_bet_types_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_taquilla_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_agency_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_banca_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_seller_id_users_id_fk";
--> statement-breakpoint

-- Rows that tickets may name are never deleted.
CREATE OR REPLACE FUNCTION banca_refuse_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las filas de % no se borran: los tickets las nombran.', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['partners', 'users', 'draw_occurrences', 'bet_types'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE DELETE ON %I FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete()',
                   t || '_never_deleted', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete()',
                   t || '_never_truncated', t);
  END LOOP;
END;
$$;
