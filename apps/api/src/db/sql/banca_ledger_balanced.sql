-- Every entry's legs sum to zero per currency (ADR 044), checked when the transaction commits
-- (a constraint trigger deferred to the end), whoever wrote them.
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

-- Only CREATE CONSTRAINT TRIGGER can defer; it has no OR REPLACE form in every supported version.
DROP TRIGGER IF EXISTS ledger_entries_balanced ON ledger_entries;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION banca_ledger_balanced();
