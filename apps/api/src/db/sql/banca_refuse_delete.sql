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

CREATE OR REPLACE TRIGGER partners_never_deleted BEFORE DELETE ON partners
  FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete();
CREATE OR REPLACE TRIGGER partners_never_truncated BEFORE TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete();
CREATE OR REPLACE TRIGGER users_never_deleted BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete();
CREATE OR REPLACE TRIGGER users_never_truncated BEFORE TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete();
CREATE OR REPLACE TRIGGER draw_occurrences_never_deleted BEFORE DELETE ON draw_occurrences
  FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete();
CREATE OR REPLACE TRIGGER draw_occurrences_never_truncated BEFORE TRUNCATE ON draw_occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete();
CREATE OR REPLACE TRIGGER bet_types_never_deleted BEFORE DELETE ON bet_types
  FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete();
CREATE OR REPLACE TRIGGER bet_types_never_truncated BEFORE TRUNCATE ON bet_types
  FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete();
CREATE OR REPLACE TRIGGER tickets_never_deleted BEFORE DELETE ON tickets
  FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete('un ticket se anula, no se borra');
CREATE OR REPLACE TRIGGER tickets_never_truncated BEFORE TRUNCATE ON tickets
  FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete('un ticket se anula, no se borra');
CREATE OR REPLACE TRIGGER ticket_plays_never_deleted BEFORE DELETE ON ticket_plays
  FOR EACH ROW EXECUTE FUNCTION banca_refuse_delete('un ticket se anula, no se borra');
CREATE OR REPLACE TRIGGER ticket_plays_never_truncated BEFORE TRUNCATE ON ticket_plays
  FOR EACH STATEMENT EXECUTE FUNCTION banca_refuse_delete('un ticket se anula, no se borra');
