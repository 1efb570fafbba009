-- Takes every committed delta, and the fold's own (banca_rollup_fresh_deltas), and adds them,
-- grouped, into the rollups (ADR 042); ticket rows left with nothing are deleted. Called by the
-- fold and the rebuild, which hold the watermark row.
CREATE OR REPLACE FUNCTION banca_fold_rollup_deltas() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM banca_rollup_fresh_deltas();
  WITH shared AS (DELETE FROM play_rollup_deltas RETURNING *),
  fresh AS (DELETE FROM rollup_fresh_play_deltas RETURNING *),
  d AS (SELECT * FROM shared UNION ALL SELECT * FROM fresh),
  by_draw AS (
    INSERT INTO sales_rollups AS r (business_date, taquilla_id, agency_id, banca_id, currency, product_id, draw_id,
                                    bet_type_id, channel, sold_amount, sold_plays, annulled_amount, annulled_plays,
                                    prize_amount, prize_plays, paid_amount)
    SELECT business_date, taquilla_id, agency_id, banca_id, currency, product_id, draw_id, bet_type_id, channel,
           sum(sold_amount), sum(sold_plays), sum(annulled_amount), sum(annulled_plays), sum(prize_amount),
           sum(prize_plays), sum(paid_amount)
      FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
     ORDER BY 1, 2, 6, 7, 8, 9, 5
    ON CONFLICT (business_date, taquilla_id, product_id, draw_id, bet_type_id, channel, currency) DO UPDATE SET
      sold_amount = r.sold_amount + excluded.sold_amount, sold_plays = r.sold_plays + excluded.sold_plays,
      annulled_amount = r.annulled_amount + excluded.annulled_amount,
      annulled_plays = r.annulled_plays + excluded.annulled_plays,
      prize_amount = r.prize_amount + excluded.prize_amount, prize_plays = r.prize_plays + excluded.prize_plays,
      paid_amount = r.paid_amount + excluded.paid_amount
  ),
  by_day AS (
    INSERT INTO daily_rollups AS r (business_date, taquilla_id, agency_id, banca_id, currency, product_id, bet_type_id,
                                    sold_amount, sold_plays, annulled_amount, annulled_plays, prize_amount, prize_plays,
                                    paid_amount)
    SELECT business_date, taquilla_id, agency_id, banca_id, currency, product_id, bet_type_id,
           sum(sold_amount), sum(sold_plays), sum(annulled_amount), sum(annulled_plays), sum(prize_amount),
           sum(prize_plays), sum(paid_amount)
      FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7
     ORDER BY 1, 2, 6, 7, 5
    ON CONFLICT (business_date, taquilla_id, product_id, bet_type_id, currency) DO UPDATE SET
      sold_amount = r.sold_amount + excluded.sold_amount, sold_plays = r.sold_plays + excluded.sold_plays,
      annulled_amount = r.annulled_amount + excluded.annulled_amount,
      annulled_plays = r.annulled_plays + excluded.annulled_plays,
      prize_amount = r.prize_amount + excluded.prize_amount, prize_plays = r.prize_plays + excluded.prize_plays,
      paid_amount = r.paid_amount + excluded.paid_amount
  )
  INSERT INTO number_rollups AS r (business_date, taquilla_id, agency_id, banca_id, currency, occurrence_id, product_id,
                                   bet_type_id, number_key, sold_amount, sold_plays, annulled_amount, annulled_plays,
                                   prize_amount, prize_plays, paid_amount)
  SELECT business_date, taquilla_id, agency_id, banca_id, currency, occurrence_id, product_id, bet_type_id, number_key,
         sum(sold_amount), sum(sold_plays), sum(annulled_amount), sum(annulled_plays), sum(prize_amount),
         sum(prize_plays), sum(paid_amount)
    FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
   ORDER BY 1, 2, 6, 8, 9, 5
  ON CONFLICT (business_date, taquilla_id, occurrence_id, bet_type_id, number_key, currency) DO UPDATE SET
    sold_amount = r.sold_amount + excluded.sold_amount, sold_plays = r.sold_plays + excluded.sold_plays,
    annulled_amount = r.annulled_amount + excluded.annulled_amount,
    annulled_plays = r.annulled_plays + excluded.annulled_plays,
    prize_amount = r.prize_amount + excluded.prize_amount, prize_plays = r.prize_plays + excluded.prize_plays,
    paid_amount = r.paid_amount + excluded.paid_amount;

  WITH shared AS (DELETE FROM ticket_rollup_deltas RETURNING *),
  fresh AS (DELETE FROM rollup_fresh_ticket_deltas RETURNING *),
  d AS (SELECT * FROM shared UNION ALL SELECT * FROM fresh)
  INSERT INTO ticket_rollups AS r (business_date, taquilla_id, agency_id, banca_id, currency, sale_hour, channel, status,
                                   tickets, total_amount, prize_amount)
  SELECT business_date, taquilla_id, agency_id, banca_id, currency, sale_hour, channel, status,
         sum(tickets), sum(total_amount), sum(prize_amount)
    FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
   ORDER BY 1, 2, 6, 7, 5, 8
  ON CONFLICT (business_date, taquilla_id, sale_hour, channel, currency, status) DO UPDATE SET
    tickets = r.tickets + excluded.tickets, total_amount = r.total_amount + excluded.total_amount,
    prize_amount = r.prize_amount + excluded.prize_amount;

  DELETE FROM ticket_rollups WHERE tickets = 0 AND total_amount = 0 AND prize_amount = 0;
END;
$$;
