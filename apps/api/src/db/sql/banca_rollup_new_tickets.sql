-- Tickets written: one aggregated delta per (business date, taquilla, channel, currency, status)
-- of the statement, appended to ticket_rollup_deltas (ADR 040).
CREATE OR REPLACE FUNCTION banca_rollup_new_tickets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_rollup_deltas (business_date, banca_id, agency_id, taquilla_id, currency, channel, status, tickets, amount)
  SELECT business_date, banca_id, agency_id, taquilla_id, currency, channel, status, count(*), sum(total)
    FROM new_tickets
   GROUP BY business_date, banca_id, agency_id, taquilla_id, currency, channel, status;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER tickets_rollup_new AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION banca_rollup_new_tickets();
