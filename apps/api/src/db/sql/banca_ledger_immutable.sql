-- The ledger is append-only (ADR 044): an entry or a leg is never changed or removed; a
-- correction is a new entry reversing the old one.
CREATE OR REPLACE FUNCTION banca_ledger_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las filas de % no se cambian ni se borran: una corrección es un asiento que revierte.', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION banca_ledger_immutable();
CREATE OR REPLACE TRIGGER ledger_entries_never_truncated BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION banca_ledger_immutable();
CREATE OR REPLACE TRIGGER ledger_legs_immutable BEFORE UPDATE OR DELETE ON ledger_legs
  FOR EACH ROW EXECUTE FUNCTION banca_ledger_immutable();
CREATE OR REPLACE TRIGGER ledger_legs_never_truncated BEFORE TRUNCATE ON ledger_legs
  FOR EACH STATEMENT EXECUTE FUNCTION banca_ledger_immutable();
