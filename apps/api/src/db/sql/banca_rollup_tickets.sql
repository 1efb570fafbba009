-- Appends to the deltas what the tickets with p_after < id <= p_upto add, as they are now (the
-- fold of new tickets), optionally only those of one banca sold between two business dates (the
-- rebuild of a range, ADR 042).
CREATE OR REPLACE FUNCTION banca_rollup_tickets(p_after bigint, p_upto bigint, p_banca int, p_from date, p_to date)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS rollup_ticket_batch (id bigint PRIMARY KEY) ON COMMIT DELETE ROWS;
  IF p_banca IS NULL THEN
    INSERT INTO rollup_ticket_batch SELECT id FROM tickets WHERE id > p_after AND id <= p_upto;
  ELSE
    INSERT INTO rollup_ticket_batch
    SELECT id FROM tickets
     WHERE id > p_after AND id <= p_upto AND banca_id = p_banca AND business_date BETWEEN p_from AND p_to;
  END IF;

  INSERT INTO ticket_rollup_deltas (business_date, taquilla_id, agency_id, banca_id, currency, sale_hour, channel,
                                    status, tickets, total_amount, prize_amount)
  SELECT t.business_date, t.taquilla_id, t.agency_id, t.banca_id, t.currency, banca_sale_hour(t.sold_at, t.banca_id),
         t.channel, t.status, count(*), sum(t.total), sum(t.prize_total)
    FROM rollup_ticket_batch b JOIN tickets t ON t.id = b.id
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;

  INSERT INTO play_rollup_deltas (business_date, taquilla_id, agency_id, banca_id, currency, occurrence_id, product_id,
                                  draw_id, bet_type_id, number_key, channel, sold_amount, sold_plays, annulled_amount,
                                  annulled_plays, prize_amount, prize_plays, paid_amount)
  SELECT t.business_date, t.taquilla_id, t.agency_id, t.banca_id, t.currency, tp.occurrence_id, o.product_id, o.draw_id,
         tp.bet_type_id, tp.number_key, t.channel, sum(m.sold_amount), sum(m.sold_plays), sum(m.annulled_amount),
         sum(m.annulled_plays), sum(m.prize_amount), sum(m.prize_plays), sum(m.paid_amount)
    FROM rollup_ticket_batch b
    JOIN tickets t ON t.id = b.id
    JOIN ticket_plays tp ON tp.ticket_id = t.id
    JOIN draw_occurrences o ON o.id = tp.occurrence_id
   CROSS JOIN LATERAL banca_play_measures(t.status, tp.amount, tp.prize, 1) m
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;

  TRUNCATE rollup_ticket_batch;
END;
$$;
