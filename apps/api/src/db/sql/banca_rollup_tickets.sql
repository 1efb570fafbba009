-- Adds to the fold's own deltas (banca_rollup_fresh_deltas) what the tickets with
-- p_after < id <= p_upto add, as they are now (the fold of new tickets), optionally only those of
-- one banca sold between two business dates (the rebuild of a range, ADR 042).
CREATE OR REPLACE FUNCTION banca_rollup_tickets(p_after bigint, p_upto bigint, p_banca int, p_from date, p_to date)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM banca_rollup_fresh_deltas();

  INSERT INTO rollup_fresh_ticket_deltas (business_date, taquilla_id, agency_id, banca_id, currency, sale_hour, channel,
                                          status, tickets, total_amount, prize_amount)
  SELECT t.business_date, t.taquilla_id, t.agency_id, t.banca_id, t.currency, banca_sale_hour(t.sold_at, t.banca_id),
         t.channel, t.status, count(*), sum(t.total), sum(t.prize_total)
    FROM tickets t
   WHERE t.id > p_after AND t.id <= p_upto
     AND (p_banca IS NULL OR (t.banca_id = p_banca AND t.business_date BETWEEN p_from AND p_to))
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;

  INSERT INTO rollup_fresh_play_deltas (business_date, taquilla_id, agency_id, banca_id, currency, occurrence_id,
                                        product_id, draw_id, bet_type_id, number_key, channel, sold_amount, sold_plays,
                                        annulled_amount, annulled_plays, prize_amount, prize_plays, paid_amount)
  SELECT t.business_date, t.taquilla_id, t.agency_id, t.banca_id, t.currency, tp.occurrence_id, o.product_id, o.draw_id,
         tp.bet_type_id, tp.number_key, t.channel, sum(m.sold_amount), sum(m.sold_plays), sum(m.annulled_amount),
         sum(m.annulled_plays), sum(m.prize_amount), sum(m.prize_plays), sum(m.paid_amount)
    FROM tickets t
    JOIN ticket_plays tp ON tp.ticket_id = t.id
    JOIN draw_occurrences o ON o.id = tp.occurrence_id
   CROSS JOIN LATERAL banca_play_measures(t.status, tp.amount, tp.prize, 1) m
   WHERE t.id > p_after AND t.id <= p_upto
     AND (p_banca IS NULL OR (t.banca_id = p_banca AND t.business_date BETWEEN p_from AND p_to))
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;
END;
$$;
