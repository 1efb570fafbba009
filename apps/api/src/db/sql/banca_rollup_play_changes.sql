-- After a statement changes plays (their prizes, when a draw is awarded or its award undone):
-- append the new measures minus the old ones of the plays of tickets already folded, under the
-- ticket's status now (ADR 042; the ordering with the fold is that of banca_rollup_ticket_changes).
CREATE OR REPLACE FUNCTION banca_rollup_play_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  folded bigint;
BEGIN
  SELECT folded_ticket_id INTO folded FROM rollup_state WHERE id = 1 FOR SHARE;

  INSERT INTO play_rollup_deltas (business_date, taquilla_id, agency_id, banca_id, currency, occurrence_id, product_id,
                                  draw_id, bet_type_id, number_key, channel, sold_amount, sold_plays, annulled_amount,
                                  annulled_plays, prize_amount, prize_plays, paid_amount)
  SELECT t.business_date, t.taquilla_id, t.agency_id, t.banca_id, t.currency, p.occurrence_id, o.product_id, o.draw_id,
         p.bet_type_id, p.number_key, t.channel, sum(m.sold_amount), sum(m.sold_plays), sum(m.annulled_amount),
         sum(m.annulled_plays), sum(m.prize_amount), sum(m.prize_plays), sum(m.paid_amount)
    FROM (SELECT x.ticket_id, x.occurrence_id, x.bet_type_id, x.number_key, x.amount, x.prize, 1 AS n
            FROM changed_new x WHERE x.ticket_id <= folded
          UNION ALL
          SELECT x.ticket_id, x.occurrence_id, x.bet_type_id, x.number_key, x.amount, x.prize, -1
            FROM changed_old x WHERE x.ticket_id <= folded) p
    JOIN tickets t ON t.id = p.ticket_id
    JOIN draw_occurrences o ON o.id = p.occurrence_id
   CROSS JOIN LATERAL banca_play_measures(t.status, p.amount, p.prize, p.n) m
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  HAVING sum(m.sold_amount) <> 0 OR sum(m.annulled_amount) <> 0 OR sum(m.prize_amount) <> 0
      OR sum(m.prize_plays) <> 0 OR sum(m.paid_amount) <> 0;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER ticket_plays_rollup_changes AFTER UPDATE ON ticket_plays
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION banca_rollup_play_changes();
