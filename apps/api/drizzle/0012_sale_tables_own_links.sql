-- The sale tables' own links go too (ADR 032, second part).
--
-- `ticket_plays.ticket_id` and `sale_requests.ticket_id` were checked per row inserted: a query
-- that read the ticket just written by the same statement and locked it FOR KEY SHARE, about
-- three per sale. The sale function writes a ticket, its plays and its key in one statement,
-- from the ticket ids that statement returns, so they cannot name a missing ticket; and tickets
-- and their plays are never deleted (a ticket is annulled), which the triggers below enforce.
ALTER TABLE "sale_requests" DROP CONSTRAINT "sale_requests_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_plays" DROP CONSTRAINT "ticket_plays_ticket_id_tickets_id_fk";
--> statement-breakpoint

-- The trigger's first argument, when given, says why the rows stay.
CREATE OR REPLACE FUNCTION banca_refuse_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las filas de % no se borran: %.', TG_TABLE_NAME, coalesce(TG_ARGV[0], 'los tickets las nombran')
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tickets', 'ticket_plays'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE DELETE ON %I FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete(%L)',
                   t || '_never_deleted', t, 'un ticket se anula, no se borra');
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete(%L)',
                   t || '_never_truncated', t, 'un ticket se anula, no se borra');
  END LOOP;
END;
$$;
