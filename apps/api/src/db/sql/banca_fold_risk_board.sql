-- The risk board's copy of the exposure (ADR 058, "Cost"), kept by the risk watch's pass, never by
-- the sale: the numbers the tickets (p_from, p_to] played, the numbers and groups the annulments
-- and limit changes since the last pass named (risk_board_changes), and the groups whose bet
-- type's multiplier changed are copied again from sales_exposure as it is now (rows that sold
-- more than 0, occurrences of yesterday on), and each group's sums move by the difference. One
-- pass at a time, so each difference is taken against the copy the last pass left. Doing a pass
-- again changes nothing: it copies what is there. The copy is kept only while boards are read:
-- two minutes after the last read (risk_board_state) the pass leaves it to rest, marked stale, and
-- the next read makes it again (banca_rebuild_risk_board), so selling with no board open copies
-- nothing.
CREATE OR REPLACE FUNCTION banca_fold_risk_board(p_from bigint, p_to bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('banca.risk-board', 0));
  IF NOT EXISTS (SELECT 1 FROM risk_board_state
                  WHERE id = 1 AND NOT stale AND read_at > now() - interval '2 minutes') THEN
    INSERT INTO risk_board_state (id, stale) VALUES (1, true) ON CONFLICT (id) DO UPDATE SET stale = true;
    RETURN;
  END IF;

  WITH taken AS (
    DELETE FROM risk_board_changes RETURNING occurrence_id, bet_type_id, number_key, partner_id),
  recent AS MATERIALIZED (
    SELECT o.id AS occurrence_id, pbt.bet_type_id, pbt.multiplier
      FROM draw_occurrences o JOIN product_bet_types pbt ON pbt.product_id = o.product_id
     WHERE o.draw_date >= current_date - 1),
  numbers AS MATERIALIZED (
    SELECT n.occurrence_id, n.bet_type_id, n.number_key, r.multiplier
      FROM (SELECT p.occurrence_id, p.bet_type_id, p.number_key FROM ticket_plays p
             WHERE p.ticket_id > p_from AND p.ticket_id <= p_to
            UNION
            SELECT t.occurrence_id, t.bet_type_id, t.number_key FROM taken t WHERE t.number_key IS NOT NULL) n
      JOIN recent r ON r.occurrence_id = n.occurrence_id AND r.bet_type_id = n.bet_type_id),
  groups AS MATERIALIZED (
    SELECT g.occurrence_id, g.bet_type_id, g.partner_id, r.multiplier
      FROM (SELECT t.occurrence_id, t.bet_type_id, t.partner_id FROM taken t WHERE t.partner_id IS NOT NULL
            UNION
            SELECT k.occurrence_id, k.bet_type_id, k.partner_id
              FROM risk_board_groups k
              JOIN recent r ON r.occurrence_id = k.occurrence_id AND r.bet_type_id = k.bet_type_id
             WHERE r.multiplier <> k.multiplier) g
      JOIN recent r ON r.occurrence_id = g.occurrence_id AND r.bet_type_id = g.bet_type_id),
  old AS MATERIALIZED (
    SELECT b.occurrence_id, b.bet_type_id, b.number_key, b.partner_id, b.sold, b.payout
      FROM numbers n JOIN risk_board_numbers b
        ON b.occurrence_id = n.occurrence_id AND b.bet_type_id = n.bet_type_id AND b.number_key = n.number_key
    UNION
    SELECT b.occurrence_id, b.bet_type_id, b.number_key, b.partner_id, b.sold, b.payout
      FROM groups g JOIN risk_board_numbers b
        ON b.occurrence_id = g.occurrence_id AND b.bet_type_id = g.bet_type_id AND b.partner_id = g.partner_id),
  fresh AS MATERIALIZED (
    SELECT e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id, e.sold, round(e.sold * n.multiplier)::bigint AS payout
      FROM numbers n JOIN sales_exposure e
        ON e.occurrence_id = n.occurrence_id AND e.bet_type_id = n.bet_type_id AND e.number_key = n.number_key
     WHERE e.sold > 0
    UNION
    SELECT e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id, e.sold, round(e.sold * g.multiplier)::bigint
      FROM groups g JOIN sales_exposure e ON e.occurrence_id = g.occurrence_id AND e.bet_type_id = g.bet_type_id
     WHERE e.partner_id = g.partner_id AND e.sold > 0),
  gone AS (
    DELETE FROM risk_board_numbers b USING old o
     WHERE b.occurrence_id = o.occurrence_id AND b.bet_type_id = o.bet_type_id AND b.number_key = o.number_key
       AND b.partner_id = o.partner_id
       AND NOT EXISTS (SELECT 1 FROM fresh f
                        WHERE f.occurrence_id = o.occurrence_id AND f.bet_type_id = o.bet_type_id
                          AND f.number_key = o.number_key AND f.partner_id = o.partner_id)),
  put AS (
    INSERT INTO risk_board_numbers (occurrence_id, bet_type_id, number_key, partner_id, sold, payout)
    SELECT f.occurrence_id, f.bet_type_id, f.number_key, f.partner_id, f.sold, f.payout FROM fresh f
     WHERE NOT EXISTS (SELECT 1 FROM old o
                        WHERE o.occurrence_id = f.occurrence_id AND o.bet_type_id = f.bet_type_id
                          AND o.number_key = f.number_key AND o.partner_id = f.partner_id
                          AND o.sold = f.sold AND o.payout = f.payout)
    ON CONFLICT (occurrence_id, bet_type_id, number_key, partner_id)
    DO UPDATE SET sold = excluded.sold, payout = excluded.payout),
  moved AS (
    SELECT d.occurrence_id, d.bet_type_id, d.partner_id, sum(d.n)::int AS numbers, sum(d.sold) AS sold,
           sum(d.payout) AS payout
      FROM (SELECT occurrence_id, bet_type_id, partner_id, 1 AS n, sold, payout, false AS again FROM fresh
            UNION ALL
            SELECT occurrence_id, bet_type_id, partner_id, -1, -sold, -payout, false FROM old
            UNION ALL
            SELECT occurrence_id, bet_type_id, partner_id, 0, 0, 0, true FROM groups) d
     GROUP BY d.occurrence_id, d.bet_type_id, d.partner_id
    HAVING sum(d.n) <> 0 OR sum(d.sold) <> 0 OR sum(d.payout) <> 0 OR bool_or(d.again))
  INSERT INTO risk_board_groups AS g (occurrence_id, bet_type_id, partner_id, numbers, sold, payout, multiplier)
  SELECT m.occurrence_id, m.bet_type_id, m.partner_id, m.numbers, m.sold, m.payout, r.multiplier
    FROM moved m JOIN recent r ON r.occurrence_id = m.occurrence_id AND r.bet_type_id = m.bet_type_id
  ON CONFLICT (occurrence_id, bet_type_id, partner_id)
  DO UPDATE SET numbers = g.numbers + excluded.numbers, sold = g.sold + excluded.sold,
                payout = g.payout + excluded.payout, multiplier = excluded.multiplier;

  -- The copy of occurrences before yesterday goes: the board never reads them again.
  WITH past AS (
    DELETE FROM risk_board_groups g USING draw_occurrences o
     WHERE o.id = g.occurrence_id AND o.draw_date < current_date - 1
    RETURNING g.occurrence_id, g.bet_type_id, g.partner_id)
  DELETE FROM risk_board_numbers b USING past p
   WHERE b.occurrence_id = p.occurrence_id AND b.bet_type_id = p.bet_type_id AND b.partner_id = p.partner_id;
END;
$$;
