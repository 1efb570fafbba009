-- Which partners count a play depends on the limit rows (banca_limit_set), so changing those rows
-- resyncs the exposure of the partners they belong to (banca_resync_changed_limits): for every
-- draw occurrence still open for sale, a partner that sets a limit gets rows equal to what its
-- live tickets hold, and one that no longer does loses its rows. Run under the exclusive limits
-- lock (banca_sale_limits_lock), after the limit rows changed. The risk board's copy follows at
-- the watch's next pass.
CREATE OR REPLACE FUNCTION banca_resync_exposure(p_keys jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_exposure e USING banca_resync_scope(p_keys) s
   WHERE e.occurrence_id = s.occurrence_id AND e.bet_type_id = s.bet_type_id AND e.partner_id = s.partner_id;
  INSERT INTO sales_exposure (occurrence_id, bet_type_id, number_key, partner_id, sold)
  SELECT p.occurrence_id, p.bet_type_id, p.number_key, s.partner_id, sum(p.amount)
    FROM banca_resync_scope(p_keys) s
    JOIN ticket_plays p ON p.occurrence_id = s.occurrence_id AND p.bet_type_id = s.bet_type_id
    JOIN tickets t ON t.id = p.ticket_id
   WHERE s.limited AND t.status <> 'ANULADO' AND s.partner_id = ANY (t.chain)
   GROUP BY 1, 2, 3, 4;
  -- The risk board's next pass copies these groups again (banca_fold_risk_board).
  INSERT INTO risk_board_changes (occurrence_id, bet_type_id, partner_id)
  SELECT s.occurrence_id, s.bet_type_id, s.partner_id FROM banca_resync_scope(p_keys) s;
END;
$$;
