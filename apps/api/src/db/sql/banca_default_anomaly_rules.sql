-- Every banca starts with every anomaly rule at its defaults (ADR 061). Migration 0025 gave them to
-- the bancas that existed; this trigger gives them to every banca created after, whichever path
-- creates it. The defaults are the contracts' ANOMALY_RULE_DEFAULTS (a test compares them).
CREATE OR REPLACE FUNCTION banca_default_anomaly_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO anomaly_rules (banca_id, kind, params)
  SELECT NEW.id, v.kind, v.params::jsonb
    FROM (VALUES ('SELLER_RATE', '{"factor": 4, "min_tickets": 20, "history_days": 14}'),
               ('SAME_NUMBER_BEFORE_CLOSE', '{"taquillas": 5, "minutes": 10}'),
               ('ANNULMENTS_BEFORE_CLOSE', '{"annulments": 3, "minutes": 15}'),
               ('WINNER_SHARE', '{"factor": 3, "days": 7, "min_prizes": "100000"}'),
               ('LATE_PRIZE_PAYMENT', '{"days": 2}'),
               ('REPEATED_PAYER', '{"prizes": 10}'),
               ('OFF_HOURS_SALES', '{"percent": 2, "days": 30, "min_history": 200}'),
               ('FAILED_PRIZE_CODES', '{"attempts": 5, "minutes": 60}')) AS v(kind, params)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER partners_default_anomaly_rules AFTER INSERT ON partners
  FOR EACH ROW WHEN (NEW.kind = 'BANCA') EXECUTE FUNCTION banca_default_anomaly_rules();
