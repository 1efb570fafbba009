-- Prizes changed (an award, the undoing of one before a result is corrected, an award again):
-- the difference of each changed play, at its ticket's business date, appended to
-- sales_rollup_deltas (ADR 040). A play of a paid ticket also moves what was paid.
CREATE OR REPLACE FUNCTION banca_rollup_changed_plays() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_rollup_deltas (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id,
                                   bet_type_id, number_key, channel, sold_amount, sold_plays, annulled_amount,
                                   annulled_plays, prize_amount, prize_plays, paid_amount, paid_plays)
  SELECT t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id,
         n.bet_type_id, n.number_key, t.channel,
         sum(n.amount - b.amount), 0,
         coalesce(sum(n.amount - b.amount) FILTER (WHERE t.status = 'ANULADO'), 0), 0,
         sum(n.prize - b.prize), sum((n.prize > 0)::int - (b.prize > 0)::int),
         coalesce(sum(n.prize - b.prize) FILTER (WHERE t.status = 'PAGADO'), 0),
         coalesce(sum((n.prize > 0)::int - (b.prize > 0)::int) FILTER (WHERE t.status = 'PAGADO'), 0)
    FROM new_plays n
    JOIN old_plays b ON b.id = n.id
    JOIN tickets t ON t.id = n.ticket_id
    JOIN draw_occurrences o ON o.id = n.occurrence_id
   WHERE n.prize <> b.prize OR n.amount <> b.amount
   GROUP BY t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id,
            n.bet_type_id, n.number_key, t.channel;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER ticket_plays_rollup_changed AFTER UPDATE ON ticket_plays
  REFERENCING OLD TABLE AS old_plays NEW TABLE AS new_plays
  FOR EACH STATEMENT EXECUTE FUNCTION banca_rollup_changed_plays();
