-- Rebuilds a banca's rollups of a range of business dates from its tickets and plays (ADR 040):
-- what the triggers and the folder built, computed again. Waits for banca_rollups_lock, so no
-- fold runs meanwhile. Each table is rebuilt in one statement, so the tickets it reads and the
-- pending deltas it drops are seen at one instant: a sale committed after that instant is not
-- read, and its delta stays to be folded. Rows are overwritten only when they differ in key
-- (upsert of what the tickets hold, delete of keys they no longer hold): running it twice, or
-- on rollups that were already right, changes no figure.
CREATE OR REPLACE FUNCTION banca_rebuild_rollups(p_banca integer, p_from date, p_to date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(banca_rollups_lock());

  WITH dropped AS (
    DELETE FROM sales_rollup_deltas WHERE banca_id = p_banca AND business_date BETWEEN p_from AND p_to
  ),
  fresh AS MATERIALIZED (
    SELECT t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id,
           p.bet_type_id, p.number_key, t.channel,
           sum(p.amount) AS sold_amount, count(*) AS sold_plays,
           coalesce(sum(p.amount) FILTER (WHERE t.status = 'ANULADO'), 0) AS annulled_amount,
           count(*) FILTER (WHERE t.status = 'ANULADO') AS annulled_plays,
           sum(p.prize) AS prize_amount, count(*) FILTER (WHERE p.prize > 0) AS prize_plays,
           coalesce(sum(p.prize) FILTER (WHERE t.status = 'PAGADO'), 0) AS paid_amount,
           count(*) FILTER (WHERE t.status = 'PAGADO' AND p.prize > 0) AS paid_plays
      FROM tickets t
      JOIN ticket_plays p ON p.ticket_id = t.id
      JOIN draw_occurrences o ON o.id = p.occurrence_id
     WHERE t.banca_id = p_banca AND t.business_date BETWEEN p_from AND p_to
     GROUP BY t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id,
              p.bet_type_id, p.number_key, t.channel
  ),
  fresh_numbers AS MATERIALIZED (
    SELECT business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, number_key,
           sum(sold_amount) AS sold_amount, sum(sold_plays) AS sold_plays, sum(annulled_amount) AS annulled_amount,
           sum(annulled_plays) AS annulled_plays, sum(prize_amount) AS prize_amount, sum(prize_plays) AS prize_plays,
           sum(paid_amount) AS paid_amount, sum(paid_plays) AS paid_plays
      FROM fresh
     GROUP BY business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, number_key
  ),
  fresh_sales AS MATERIALIZED (
    SELECT business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, channel,
           sum(sold_amount) AS sold_amount, sum(sold_plays) AS sold_plays, sum(annulled_amount) AS annulled_amount,
           sum(annulled_plays) AS annulled_plays, sum(prize_amount) AS prize_amount, sum(prize_plays) AS prize_plays,
           sum(paid_amount) AS paid_amount, sum(paid_plays) AS paid_plays
      FROM fresh
     GROUP BY business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, channel
  ),
  stale_numbers AS (
    DELETE FROM number_rollups r
     WHERE r.banca_id = p_banca AND r.business_date BETWEEN p_from AND p_to
       AND NOT EXISTS (SELECT 1 FROM fresh_numbers f
                        WHERE (f.business_date, f.taquilla_id, f.product_id, f.draw_id, f.bet_type_id, f.number_key, f.currency)
                            = (r.business_date, r.taquilla_id, r.product_id, r.draw_id, r.bet_type_id, r.number_key, r.currency))
  ),
  stale_sales AS (
    DELETE FROM sales_rollups r
     WHERE r.banca_id = p_banca AND r.business_date BETWEEN p_from AND p_to
       AND NOT EXISTS (SELECT 1 FROM fresh_sales f
                        WHERE (f.business_date, f.taquilla_id, f.product_id, f.draw_id, f.bet_type_id, f.channel, f.currency)
                            = (r.business_date, r.taquilla_id, r.product_id, r.draw_id, r.bet_type_id, r.channel, r.currency))
  ),
  numbers AS (
    INSERT INTO number_rollups AS r (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id,
                                     bet_type_id, number_key, sold_amount, sold_plays, annulled_amount, annulled_plays,
                                     prize_amount, prize_plays, paid_amount, paid_plays)
    SELECT * FROM fresh_numbers
    ON CONFLICT (business_date, taquilla_id, product_id, draw_id, bet_type_id, number_key, currency) DO UPDATE
       SET sold_amount = excluded.sold_amount, sold_plays = excluded.sold_plays,
           annulled_amount = excluded.annulled_amount, annulled_plays = excluded.annulled_plays,
           prize_amount = excluded.prize_amount, prize_plays = excluded.prize_plays,
           paid_amount = excluded.paid_amount, paid_plays = excluded.paid_plays
  )
  INSERT INTO sales_rollups AS r (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id,
                                  bet_type_id, channel, sold_amount, sold_plays, annulled_amount, annulled_plays,
                                  prize_amount, prize_plays, paid_amount, paid_plays)
  SELECT * FROM fresh_sales
  ON CONFLICT (business_date, taquilla_id, product_id, draw_id, bet_type_id, channel, currency) DO UPDATE
     SET sold_amount = excluded.sold_amount, sold_plays = excluded.sold_plays,
         annulled_amount = excluded.annulled_amount, annulled_plays = excluded.annulled_plays,
         prize_amount = excluded.prize_amount, prize_plays = excluded.prize_plays,
         paid_amount = excluded.paid_amount, paid_plays = excluded.paid_plays;

  WITH dropped AS (
    DELETE FROM ticket_rollup_deltas WHERE banca_id = p_banca AND business_date BETWEEN p_from AND p_to
  ),
  fresh AS MATERIALIZED (
    SELECT business_date, banca_id, agency_id, taquilla_id, currency, channel, status, count(*) AS tickets, sum(total) AS amount
      FROM tickets
     WHERE banca_id = p_banca AND business_date BETWEEN p_from AND p_to
     GROUP BY business_date, banca_id, agency_id, taquilla_id, currency, channel, status
  ),
  stale AS (
    DELETE FROM ticket_rollups r
     WHERE r.banca_id = p_banca AND r.business_date BETWEEN p_from AND p_to
       AND NOT EXISTS (SELECT 1 FROM fresh f
                        WHERE (f.business_date, f.taquilla_id, f.channel, f.currency, f.status)
                            = (r.business_date, r.taquilla_id, r.channel, r.currency, r.status))
  )
  INSERT INTO ticket_rollups AS r (business_date, banca_id, agency_id, taquilla_id, currency, channel, status, tickets, amount)
  SELECT * FROM fresh
  ON CONFLICT (business_date, taquilla_id, channel, currency, status) DO UPDATE
     SET tickets = excluded.tickets, amount = excluded.amount;
END;
$$;
