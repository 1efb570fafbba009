-- Every banca starts with the default risk thresholds (ADR 058): notify at 80 % and at 95 % of a
-- limit, no automatic block. Migration 0023 gave them to the bancas that existed; this trigger
-- gives them to every banca created after, whichever path creates it (the API, the seed, a tool).
CREATE OR REPLACE FUNCTION banca_default_risk_thresholds() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO risk_thresholds (banca_id, kind, percent)
  SELECT NEW.id, 'NOTIFY_PERCENT', v.percent FROM (VALUES (80), (95)) AS v(percent)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER partners_default_risk_thresholds AFTER INSERT ON partners
  FOR EACH ROW WHEN (NEW.kind = 'BANCA') EXECUTE FUNCTION banca_default_risk_thresholds();
