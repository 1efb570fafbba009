-- Rows that tickets name are never deleted (ADR 032). The sale tables name partners, users, draw
-- occurrences and bet types, and their own tickets, without foreign keys: each check read the
-- referenced row and locked it FOR KEY SHARE, a sixth of PostgreSQL's time per sale. Those
-- registry rows are deactivated, not removed, and a ticket is annulled, not removed; these
-- triggers enforce it, so what a ticket names exists for as long as the ticket.
-- The trigger's first argument, when given, says why the rows stay.
CREATE OR REPLACE FUNCTION banca_refuse_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las filas de % no se borran: %.', TG_TABLE_NAME, coalesce(TG_ARGV[0], 'los tickets las nombran')
    USING ERRCODE = 'restrict_violation';
END;
$$;

-- Each guarded table refuses a row's DELETE and a TRUNCATE: <table>_never_deleted and
-- <table>_never_truncated, with the table's reason when it has its own.
DO $$
DECLARE
  guarded record;
BEGIN
  FOR guarded IN
    SELECT * FROM (VALUES ('partners', NULL), ('users', NULL), ('draw_occurrences', NULL), ('bet_types', NULL),
                          ('tickets', 'un ticket se anula, no se borra'),
                          ('ticket_plays', 'un ticket se anula, no se borra')) AS g(name, reason)
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I BEFORE DELETE ON %I FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete(%s)',
                   guarded.name || '_never_deleted', guarded.name, coalesce(quote_literal(guarded.reason), ''));
    EXECUTE format('CREATE OR REPLACE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete(%s)',
                   guarded.name || '_never_truncated', guarded.name, coalesce(quote_literal(guarded.reason), ''));
  END LOOP;
END;
$$;
