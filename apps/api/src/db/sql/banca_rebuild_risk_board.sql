-- The risk board's copy made again from the exposure rows of the occurrences of yesterday on (ADR
-- 058, "Cost"), when a board is read after the copy was left to rest: what no one read was not
-- kept. Under the passes' lock, in the caller's transaction; the queue of changes it covers goes.
CREATE OR REPLACE FUNCTION banca_rebuild_risk_board() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('banca.risk-board', 0));
  IF NOT coalesce((SELECT stale FROM risk_board_state WHERE id = 1), false) THEN
    RETURN;
  END IF;
  DELETE FROM risk_board_changes;
  DELETE FROM risk_board_groups;
  DELETE FROM risk_board_numbers;
  INSERT INTO risk_board_numbers (occurrence_id, bet_type_id, number_key, partner_id, sold, payout)
  SELECT e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id, e.sold, round(e.sold * pbt.multiplier)::bigint
    FROM draw_occurrences o
    JOIN sales_exposure e ON e.occurrence_id = o.id
    JOIN product_bet_types pbt ON pbt.product_id = o.product_id AND pbt.bet_type_id = e.bet_type_id
   WHERE o.draw_date >= current_date - 1 AND e.sold > 0;
  INSERT INTO risk_board_groups (occurrence_id, bet_type_id, partner_id, numbers, sold, payout, multiplier)
  SELECT b.occurrence_id, b.bet_type_id, b.partner_id, count(*), sum(b.sold), sum(b.payout), pbt.multiplier
    FROM risk_board_numbers b
    JOIN draw_occurrences o ON o.id = b.occurrence_id
    JOIN product_bet_types pbt ON pbt.product_id = o.product_id AND pbt.bet_type_id = b.bet_type_id
   GROUP BY b.occurrence_id, b.bet_type_id, b.partner_id, pbt.multiplier;
  UPDATE risk_board_state SET stale = false WHERE id = 1;
END;
$$;

-- A board is read: the copy is kept from now on (the read time written at most every 10 seconds),
-- and made again first when it was left to rest.
CREATE OR REPLACE FUNCTION banca_risk_board_read() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO risk_board_state AS s (id, read_at, stale) VALUES (1, now(), true)
  ON CONFLICT (id) DO UPDATE SET read_at = now()
   WHERE s.read_at IS NULL OR s.read_at < now() - interval '10 seconds';
  IF (SELECT stale FROM risk_board_state WHERE id = 1) THEN
    PERFORM banca_rebuild_risk_board();
  END IF;
END;
$$;
