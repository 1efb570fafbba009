-- The sales of a focus's banca, priced (ADR 051), as parts per (taquilla, business date, product,
-- bet type, currency) from `daily_rollups`, or per channel too from `sales_rollups` when
-- p_by_channel: sold, annulled, prizes, plays not annulled, and the part's share of its agency's
-- cell's commission and participation. The cells are the agencies' (the agency a taquilla hangs
-- from now): (agency, day, product, bet type, currency), priced by banca_price_cell at the agency's
-- rates. A cell's commission is shared among its taquillas in proportion to their net sales, its
-- participation in proportion to what each leaves after prizes and its commission share (never a
-- loss), by banca_share_of in taquilla order; a taquilla's shares among its channels the same way,
-- in channel order. The parts of a cell add up to the cell exactly, so any sum of whole cells is
-- the sum of those cells. Every agency under the focus is read whole; a taquilla in focus reads
-- its agency, whose cells its share comes from. The caller keeps the parts of its scope and
-- filters and adds them up. Windows, not joins, carry the cells' sums to their parts: inlined,
-- the parameters are unknown to the planner, and no plan may depend on its row estimates; only
-- the rates (a row per agency, product and bet type) are joined.
DROP FUNCTION IF EXISTS banca_sales_channel_parts(integer, date, date);
DROP FUNCTION IF EXISTS banca_sales_parts(integer, date, date);
CREATE OR REPLACE FUNCTION banca_sales_parts(p_focus integer, p_from date, p_to date, p_by_channel boolean DEFAULT false)
RETURNS TABLE (taquilla_id integer, agency_id integer, business_date date, product_id integer, bet_type_id integer,
               currency text, channel text, sold bigint, annulled bigint, prizes bigint, plays bigint,
               commission bigint, participation bigint)
LANGUAGE sql STABLE AS $$
  WITH root AS MATERIALIZED (
    SELECT split_part(f.path, '/', 2)::int AS banca_id,
           CASE WHEN f.kind = 'TAQUILLA' THEN a.path ELSE f.path END || '%' AS pattern
      FROM partners f LEFT JOIN partners a ON a.id = f.parent_id WHERE f.id = p_focus
  ), base AS (
    SELECT r.taquilla_id, tq.parent_id AS agency_id, r.business_date, r.product_id, r.bet_type_id, r.currency,
           NULL::text AS channel, r.sold_amount AS sold, r.annulled_amount AS annulled, r.prize_amount AS prizes,
           (r.sold_plays - r.annulled_plays)::bigint AS plays
      FROM root, daily_rollups r JOIN partners tq ON tq.id = r.taquilla_id
     WHERE NOT p_by_channel AND r.banca_id = root.banca_id AND r.business_date BETWEEN p_from AND p_to
       AND tq.path LIKE root.pattern
    UNION ALL
    SELECT r.taquilla_id, tq.parent_id, r.business_date, r.product_id, r.bet_type_id, r.currency, r.channel,
           sum(r.sold_amount)::bigint, sum(r.annulled_amount)::bigint, sum(r.prize_amount)::bigint,
           sum(r.sold_plays - r.annulled_plays)::bigint
      FROM root, sales_rollups r JOIN partners tq ON tq.id = r.taquilla_id
     WHERE p_by_channel AND r.banca_id = root.banca_id AND r.business_date BETWEEN p_from AND p_to
       AND tq.path LIKE root.pattern
     GROUP BY 1, 2, 3, 4, 5, 6, 7
  ), rate AS MATERIALIZED (
    SELECT k.agency_id, k.product_id, k.bet_type_id, a.*
      FROM (SELECT DISTINCT b.agency_id, b.product_id, b.bet_type_id FROM base b) k
     CROSS JOIN LATERAL banca_agency_commission(k.agency_id, k.product_id, k.bet_type_id) a
  ), summed AS (
    SELECT b.*, b.sold - b.annulled AS sales,
           sum(b.sold - b.annulled) OVER c AS cell_sales, sum(b.prizes) OVER c AS cell_prizes,
           sum(b.sold - b.annulled) OVER q AS taquilla_sales, sum(b.prizes) OVER q AS taquilla_prizes,
           sum(b.sold - b.annulled) OVER (c ORDER BY b.taquilla_id) AS taquilla_upto,
           sum(b.sold - b.annulled) OVER (q ORDER BY b.channel) AS channel_upto,
           row_number() OVER q = 1 AS first_of_taquilla
      FROM base b
    WINDOW c AS (PARTITION BY b.agency_id, b.business_date, b.product_id, b.bet_type_id, b.currency),
           q AS (PARTITION BY b.taquilla_id, b.business_date, b.product_id, b.bet_type_id, b.currency)
  ), priced AS (
    SELECT s.*, x.commission AS cell_commission, x.participation AS cell_participation
      FROM summed s
      JOIN rate k ON k.agency_id = s.agency_id AND k.product_id = s.product_id AND k.bet_type_id = s.bet_type_id
     CROSS JOIN LATERAL banca_price_cell(s.cell_sales, s.cell_prizes, s.currency, k.commission_pct, k.extra_pct,
                                         k.max_amount, k.currency, k.participation_pct) x
  ), per_taquilla AS (
    SELECT p.*, banca_share_of(p.cell_commission, p.taquilla_sales, p.taquilla_upto, p.cell_sales) AS taquilla_commission
      FROM priced p
  ), profited AS (
    SELECT t.*, greatest(t.taquilla_sales - t.taquilla_prizes - t.taquilla_commission, 0) AS taquilla_profit
      FROM per_taquilla t
  ), profit_sums AS (
    SELECT t.*,
           sum(CASE WHEN t.first_of_taquilla THEN t.taquilla_profit ELSE 0 END) OVER (c ORDER BY t.taquilla_id)
             AS profit_upto,
           sum(CASE WHEN t.first_of_taquilla THEN t.taquilla_profit ELSE 0 END) OVER c AS cell_profit
      FROM profited t
    WINDOW c AS (PARTITION BY t.agency_id, t.business_date, t.product_id, t.bet_type_id, t.currency)
  ), per_channel AS (
    SELECT t.*,
           banca_share_of(t.cell_participation, t.taquilla_profit, t.profit_upto, t.cell_profit) AS taquilla_participation,
           banca_share_of(t.taquilla_commission, t.sales, t.channel_upto, t.taquilla_sales) AS part_commission
      FROM profit_sums t
  ), channel_profit AS (
    SELECT t.*, greatest(t.sales - t.prizes - t.part_commission, 0) AS part_profit FROM per_channel t
  )
  SELECT t.taquilla_id, t.agency_id, t.business_date, t.product_id, t.bet_type_id, t.currency, t.channel,
         t.sold, t.annulled, t.prizes, t.plays, t.part_commission::bigint,
         banca_share_of(t.taquilla_participation, t.part_profit, sum(t.part_profit) OVER (q ORDER BY t.channel),
                        sum(t.part_profit) OVER q)::bigint
    FROM channel_profit t
  WINDOW q AS (PARTITION BY t.taquilla_id, t.business_date, t.product_id, t.bet_type_id, t.currency)
$$;
