-- The sales of a focus's banca, priced (ADR 051), as parts per (taquilla, business date, product,
-- bet type, currency) of `daily_rollups` from p_from to p_to: sold, annulled, prizes, plays not
-- annulled, and the part's share of its agency's cell's commission and participation. The cells
-- are the agencies' (the agency a taquilla hangs from now): (agency, day, product, bet type,
-- currency), priced by banca_price_cell at the agency's rates; a cell's commission is shared among
-- its taquillas in proportion to their net sales, its participation in proportion to what each
-- leaves after prizes and its commission share (never a loss), by banca_share_of, so the parts of
-- a cell add up to the cell exactly and any sum of whole cells is the sum of those cells. Every
-- agency under the focus is read whole; a taquilla in focus reads its agency, whose cells its
-- share comes from. The caller keeps the parts of its scope and filters and adds them up.
CREATE OR REPLACE FUNCTION banca_sales_parts(p_focus integer, p_from date, p_to date)
RETURNS TABLE (taquilla_id integer, agency_id integer, business_date date, product_id integer, bet_type_id integer,
               currency text, sold bigint, annulled bigint, prizes bigint, plays bigint,
               commission bigint, participation bigint)
LANGUAGE sql STABLE AS $$
  WITH part AS (
    SELECT r.taquilla_id, tq.parent_id AS agency_id, r.business_date, r.product_id, r.bet_type_id, r.currency,
           r.sold_amount AS sold, r.annulled_amount AS annulled, r.prize_amount AS prizes,
           (r.sold_plays - r.annulled_plays)::bigint AS plays, r.sold_amount - r.annulled_amount AS sales
      FROM daily_rollups r JOIN partners tq ON tq.id = r.taquilla_id
     WHERE r.banca_id = (SELECT split_part(f.path, '/', 2)::int FROM partners f WHERE f.id = p_focus)
       AND r.business_date BETWEEN p_from AND p_to
       AND tq.path LIKE (SELECT CASE WHEN f.kind = 'TAQUILLA' THEN a.path ELSE f.path END || '%'
                           FROM partners f LEFT JOIN partners a ON a.id = f.parent_id WHERE f.id = p_focus)
  ), cell AS (
    SELECT c.agency_id, c.business_date, c.product_id, c.bet_type_id, c.currency,
           sum(c.sales) AS sales, sum(c.prizes) AS prizes
      FROM part c GROUP BY 1, 2, 3, 4, 5
  ), rate AS (
    SELECT k.agency_id, k.product_id, k.bet_type_id, a.*
      FROM (SELECT DISTINCT c.agency_id, c.product_id, c.bet_type_id FROM cell c) k
     CROSS JOIN LATERAL banca_agency_commission(k.agency_id, k.product_id, k.bet_type_id) a
  ), priced AS (
    SELECT c.agency_id, c.business_date, c.product_id, c.bet_type_id, c.currency, c.sales, x.commission, x.participation
      FROM cell c JOIN rate k ON k.agency_id = c.agency_id AND k.product_id = c.product_id AND k.bet_type_id = c.bet_type_id
     CROSS JOIN LATERAL banca_price_cell(c.sales, c.prizes, c.currency, k.commission_pct, k.extra_pct,
                                         k.max_amount, k.currency, k.participation_pct) x
  ), commissioned AS (
    SELECT t.*, p.participation AS cell_participation,
           banca_share_of(p.commission, t.sales,
                          sum(t.sales) OVER (PARTITION BY t.agency_id, t.business_date, t.product_id, t.bet_type_id,
                                                          t.currency ORDER BY t.taquilla_id),
                          p.sales) AS commission
      FROM part t JOIN priced p ON p.agency_id = t.agency_id AND p.business_date = t.business_date
                               AND p.product_id = t.product_id AND p.bet_type_id = t.bet_type_id AND p.currency = t.currency
  ), weighed AS (
    SELECT t.*, greatest(t.sales - t.prizes - t.commission, 0) AS profit FROM commissioned t
  )
  SELECT t.taquilla_id, t.agency_id, t.business_date, t.product_id, t.bet_type_id, t.currency,
         t.sold, t.annulled, t.prizes, t.plays, t.commission::bigint,
         banca_share_of(t.cell_participation, t.profit,
                        sum(t.profit) OVER w,
                        sum(t.profit) OVER (PARTITION BY t.agency_id, t.business_date, t.product_id, t.bet_type_id,
                                                         t.currency))::bigint AS participation
    FROM weighed t
  WINDOW w AS (PARTITION BY t.agency_id, t.business_date, t.product_id, t.bet_type_id, t.currency ORDER BY t.taquilla_id)
$$;
