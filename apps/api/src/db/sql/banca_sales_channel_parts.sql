-- The parts of banca_sales_parts split by sale channel (ADR 051), from `sales_rollups`: each
-- (taquilla, business date, product, bet type, currency) part's commission shared among its
-- channels in proportion to their net sales, its participation in proportion to what each leaves
-- after prizes and its commission share, by banca_share_of: the channels of a part add up to it.
CREATE OR REPLACE FUNCTION banca_sales_channel_parts(p_focus integer, p_from date, p_to date)
RETURNS TABLE (taquilla_id integer, agency_id integer, business_date date, product_id integer, bet_type_id integer,
               currency text, channel text, sold bigint, annulled bigint, prizes bigint, plays bigint,
               commission bigint, participation bigint)
LANGUAGE sql STABLE AS $$
  WITH part AS (
    SELECT * FROM banca_sales_parts(p_focus, p_from, p_to)
  ), by_channel AS (
    SELECT r.taquilla_id, r.business_date, r.product_id, r.bet_type_id, r.currency, r.channel,
           sum(r.sold_amount)::bigint AS sold, sum(r.annulled_amount)::bigint AS annulled,
           sum(r.prize_amount)::bigint AS prizes, sum(r.sold_plays - r.annulled_plays)::bigint AS plays
      FROM sales_rollups r
     WHERE r.banca_id = (SELECT split_part(f.path, '/', 2)::int FROM partners f WHERE f.id = p_focus)
       AND r.business_date BETWEEN p_from AND p_to
       AND r.taquilla_id IN (SELECT p.taquilla_id FROM part p)
     GROUP BY 1, 2, 3, 4, 5, 6
  ), commissioned AS (
    SELECT c.*, p.agency_id, p.participation AS part_participation,
           banca_share_of(p.commission, c.sold - c.annulled,
                          sum(c.sold - c.annulled) OVER (PARTITION BY c.taquilla_id, c.business_date, c.product_id,
                                                                      c.bet_type_id, c.currency ORDER BY c.channel),
                          p.sold - p.annulled) AS commission
      FROM by_channel c JOIN part p ON p.taquilla_id = c.taquilla_id AND p.business_date = c.business_date
                                   AND p.product_id = c.product_id AND p.bet_type_id = c.bet_type_id
                                   AND p.currency = c.currency
  ), weighed AS (
    SELECT t.*, greatest(t.sold - t.annulled - t.prizes - t.commission, 0) AS profit FROM commissioned t
  )
  SELECT t.taquilla_id, t.agency_id, t.business_date, t.product_id, t.bet_type_id, t.currency, t.channel,
         t.sold, t.annulled, t.prizes, t.plays, t.commission::bigint,
         banca_share_of(t.part_participation, t.profit,
                        sum(t.profit) OVER (PARTITION BY t.taquilla_id, t.business_date, t.product_id, t.bet_type_id,
                                                         t.currency ORDER BY t.channel),
                        sum(t.profit) OVER (PARTITION BY t.taquilla_id, t.business_date, t.product_id, t.bet_type_id,
                                                         t.currency))::bigint AS participation
    FROM weighed t
$$;
