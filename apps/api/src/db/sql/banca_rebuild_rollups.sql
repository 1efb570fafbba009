-- Recalculate (ADR 042): the rollups of one banca's business dates from its tickets and plays as
-- they are, exactly what the fold built. Waits for the fold and for the transactions changing
-- tickets, folds what they left, then replaces the range's rows with those of the tickets folded
-- so far (later ones are folded by the fold as usual). Running it again changes nothing.
CREATE OR REPLACE FUNCTION banca_rebuild_rollups(p_banca int, p_from date, p_to date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  folded bigint;
BEGIN
  SELECT folded_ticket_id INTO folded FROM rollup_state WHERE id = 1 FOR UPDATE;
  PERFORM banca_fold_rollup_deltas();
  DELETE FROM sales_rollups WHERE banca_id = p_banca AND business_date BETWEEN p_from AND p_to;
  DELETE FROM daily_rollups WHERE banca_id = p_banca AND business_date BETWEEN p_from AND p_to;
  DELETE FROM number_rollups WHERE banca_id = p_banca AND business_date BETWEEN p_from AND p_to;
  DELETE FROM ticket_rollups WHERE banca_id = p_banca AND business_date BETWEEN p_from AND p_to;
  PERFORM banca_rollup_tickets(0, folded, p_banca, p_from, p_to);
  PERFORM banca_fold_rollup_deltas();
END;
$$;
