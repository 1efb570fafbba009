-- The ledger is append-only (ADR 044): an entry or a leg is never changed or removed; a
-- correction is a new entry reversing the old one. And every entry's legs sum to zero per
-- currency, checked when the transaction commits (a constraint trigger deferred to the end).
CREATE OR REPLACE FUNCTION banca_ledger_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las filas de % no se cambian ni se borran: una corrección es un asiento que revierte.', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE FUNCTION banca_ledger_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_legs WHERE entry_id = NEW.id GROUP BY currency HAVING sum(amount) <> 0)
     OR (SELECT count(*) FROM ledger_legs WHERE entry_id = NEW.id) < 2 THEN
    RAISE EXCEPTION 'El asiento % no cuadra: sus partidas no suman cero.', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
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

-- Only CREATE CONSTRAINT TRIGGER can defer; it has no OR REPLACE form in every supported version.
DROP TRIGGER IF EXISTS ledger_entries_balanced ON ledger_entries;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION banca_ledger_balanced();
