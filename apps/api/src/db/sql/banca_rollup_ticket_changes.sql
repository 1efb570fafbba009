-- After a statement changes tickets (annulment, award, payment): append to the deltas what the
-- change adds to the rollups, new state minus old, for the tickets already folded (ADR 042). A
-- ticket not yet folded is folded later as it is then. Reading the watermark FOR SHARE orders this
-- with the fold: either the fold waits for this transaction and then reads the tickets changed,
-- or this statement waits for the fold and sees the new watermark. The sale never updates tickets.
CREATE OR REPLACE FUNCTION banca_rollup_ticket_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  folded bigint;
BEGIN
  SELECT folded_ticket_id INTO folded FROM rollup_state WHERE id = 1 FOR SHARE;

  INSERT INTO ticket_rollup_deltas (business_date, taquilla_id, agency_id, banca_id, currency, sale_hour, channel,
                                    status, tickets, total_amount, prize_amount)
  SELECT business_date, taquilla_id, agency_id, banca_id, currency, banca_sale_hour(sold_at, banca_id), channel, status,
         sum(n), sum(n * total), sum(n * prize_total)
    FROM (SELECT t.*, 1 AS n FROM changed_new t WHERE t.id <= folded
          UNION ALL
          SELECT t.*, -1 FROM changed_old t WHERE t.id <= folded) c
   GROUP BY business_date, taquilla_id, agency_id, banca_id, currency, sold_at, channel, status
  HAVING sum(n) <> 0 OR sum(n * total) <> 0 OR sum(n * prize_total) <> 0;

  INSERT INTO play_rollup_deltas (business_date, taquilla_id, agency_id, banca_id, currency, occurrence_id, product_id,
                                  draw_id, bet_type_id, number_key, channel, sold_amount, sold_plays, annulled_amount,
                                  annulled_plays, prize_amount, prize_plays, paid_amount)
  SELECT c.business_date, c.taquilla_id, c.agency_id, c.banca_id, c.currency, tp.occurrence_id, o.product_id, o.draw_id,
         tp.bet_type_id, tp.number_key, c.channel, sum(m.sold_amount), sum(m.sold_plays), sum(m.annulled_amount),
         sum(m.annulled_plays), sum(m.prize_amount), sum(m.prize_plays), sum(m.paid_amount)
    FROM (SELECT t.id, t.business_date, t.taquilla_id, t.agency_id, t.banca_id, t.currency, t.channel, t.status, 1 AS n
            FROM changed_new t WHERE t.id <= folded
          UNION ALL
          SELECT t.id, t.business_date, t.taquilla_id, t.agency_id, t.banca_id, t.currency, t.channel, t.status, -1
            FROM changed_old t WHERE t.id <= folded) c
    JOIN ticket_plays tp ON tp.ticket_id = c.id
    JOIN draw_occurrences o ON o.id = tp.occurrence_id
   CROSS JOIN LATERAL banca_play_measures(c.status, tp.amount, tp.prize, c.n) m
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  HAVING sum(m.annulled_amount) <> 0 OR sum(m.annulled_plays) <> 0 OR sum(m.prize_amount) <> 0
      OR sum(m.prize_plays) <> 0 OR sum(m.paid_amount) <> 0;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER tickets_rollup_changes AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION banca_rollup_ticket_changes();
