-- Folds the pending deltas into the rollups (ADR 040): takes every delta committed so far
-- (DELETE … RETURNING: deltas committed meanwhile wait for the next turn) and adds them, grouped,
-- to sales_rollups, number_rollups and ticket_rollups in one transaction, so a reader of
-- rollups + deltas never counts a delta twice or misses one. Ticket rows that fall to zero are
-- removed, so the rollups hold exactly what a rebuild writes. Runs under banca_rollups_lock: with
-- p_wait it waits for it; without, it answers NULL at once when another process is folding.
-- Answers how many deltas it folded.
CREATE OR REPLACE FUNCTION banca_fold_rollups(p_wait boolean DEFAULT false) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_plays integer;
  v_tickets integer;
BEGIN
  IF p_wait THEN
    PERFORM pg_advisory_xact_lock(banca_rollups_lock());
  ELSIF NOT pg_try_advisory_xact_lock(banca_rollups_lock()) THEN
    RETURN NULL;
  END IF;

  WITH taken AS MATERIALIZED (DELETE FROM sales_rollup_deltas RETURNING *),
  by_number AS (
    INSERT INTO number_rollups AS r (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id,
                                     bet_type_id, number_key, sold_amount, sold_plays, annulled_amount, annulled_plays,
                                     prize_amount, prize_plays, paid_amount, paid_plays)
    SELECT business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, number_key,
           sum(sold_amount), sum(sold_plays), sum(annulled_amount), sum(annulled_plays),
           sum(prize_amount), sum(prize_plays), sum(paid_amount), sum(paid_plays)
      FROM taken
     GROUP BY business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, number_key
    ON CONFLICT (business_date, taquilla_id, product_id, draw_id, bet_type_id, number_key, currency) DO UPDATE
       SET sold_amount = r.sold_amount + excluded.sold_amount, sold_plays = r.sold_plays + excluded.sold_plays,
           annulled_amount = r.annulled_amount + excluded.annulled_amount,
           annulled_plays = r.annulled_plays + excluded.annulled_plays,
           prize_amount = r.prize_amount + excluded.prize_amount, prize_plays = r.prize_plays + excluded.prize_plays,
           paid_amount = r.paid_amount + excluded.paid_amount, paid_plays = r.paid_plays + excluded.paid_plays
  ),
  by_sale AS (
    INSERT INTO sales_rollups AS r (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id,
                                    bet_type_id, channel, sold_amount, sold_plays, annulled_amount, annulled_plays,
                                    prize_amount, prize_plays, paid_amount, paid_plays)
    SELECT business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, channel,
           sum(sold_amount), sum(sold_plays), sum(annulled_amount), sum(annulled_plays),
           sum(prize_amount), sum(prize_plays), sum(paid_amount), sum(paid_plays)
      FROM taken
     GROUP BY business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, channel
    ON CONFLICT (business_date, taquilla_id, product_id, draw_id, bet_type_id, channel, currency) DO UPDATE
       SET sold_amount = r.sold_amount + excluded.sold_amount, sold_plays = r.sold_plays + excluded.sold_plays,
           annulled_amount = r.annulled_amount + excluded.annulled_amount,
           annulled_plays = r.annulled_plays + excluded.annulled_plays,
           prize_amount = r.prize_amount + excluded.prize_amount, prize_plays = r.prize_plays + excluded.prize_plays,
           paid_amount = r.paid_amount + excluded.paid_amount, paid_plays = r.paid_plays + excluded.paid_plays
  )
  SELECT count(*) INTO v_plays FROM taken;

  WITH taken AS MATERIALIZED (DELETE FROM ticket_rollup_deltas RETURNING *),
  folded AS (
    INSERT INTO ticket_rollups AS r (business_date, banca_id, agency_id, taquilla_id, currency, channel, status, tickets, amount)
    SELECT business_date, banca_id, agency_id, taquilla_id, currency, channel, status, sum(tickets), sum(amount)
      FROM taken
     GROUP BY business_date, banca_id, agency_id, taquilla_id, currency, channel, status
    ON CONFLICT (business_date, taquilla_id, channel, currency, status) DO UPDATE
       SET tickets = r.tickets + excluded.tickets, amount = r.amount + excluded.amount
  )
  SELECT count(*) INTO v_tickets FROM taken;
  IF v_tickets > 0 THEN
    DELETE FROM ticket_rollups WHERE tickets = 0;
  END IF;
  RETURN v_plays + v_tickets;
END;
$$;
