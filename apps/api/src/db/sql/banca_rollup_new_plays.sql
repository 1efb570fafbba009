-- Plays written (a sale batch, or a sale of the sale-by-sale path): one aggregated delta per
-- (ticket's business date, taquilla, product, draw, bet type, number, channel, currency) of the
-- statement, appended to sales_rollup_deltas (ADR 040). A play of a ticket already annulled or
-- paid (never written so today) would count there too: the rollup is always a function of the
-- rows as they are.
CREATE OR REPLACE FUNCTION banca_rollup_new_plays() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_rollup_deltas (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id,
                                   bet_type_id, number_key, channel, sold_amount, sold_plays, annulled_amount,
                                   annulled_plays, prize_amount, prize_plays, paid_amount, paid_plays)
  SELECT t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id,
         p.bet_type_id, p.number_key, t.channel,
         sum(p.amount), count(*),
         coalesce(sum(p.amount) FILTER (WHERE t.status = 'ANULADO'), 0), count(*) FILTER (WHERE t.status = 'ANULADO'),
         sum(p.prize), count(*) FILTER (WHERE p.prize > 0),
         coalesce(sum(p.prize) FILTER (WHERE t.status = 'PAGADO'), 0), count(*) FILTER (WHERE t.status = 'PAGADO' AND p.prize > 0)
    FROM new_plays p
    JOIN tickets t ON t.id = p.ticket_id
    JOIN draw_occurrences o ON o.id = p.occurrence_id
   GROUP BY t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id,
            p.bet_type_id, p.number_key, t.channel;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER ticket_plays_rollup_new AFTER INSERT ON ticket_plays
  REFERENCING NEW TABLE AS new_plays
  FOR EACH STATEMENT EXECUTE FUNCTION banca_rollup_new_plays();
