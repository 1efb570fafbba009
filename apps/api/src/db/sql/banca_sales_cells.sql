-- The sales of a focus's banca, priced (ADR 051), as whole cells: one row per (agency, business
-- date, product, bet type, currency) of `daily_rollups`, the agency being the one each taquilla
-- hangs from now, with sold, annulled, prizes, plays not annulled, and the cell's commission and
-- participation by banca_price_cell at the agency's rates. The figures of every taquilla of the
-- cell are those of banca_sales_parts added up, so any figure that never splits an agency (a
-- row per agency, distributor, banca, day, product or bet type) is read here at one row per
-- cell, without shares. Only for a focus above its taquillas (a banca, distributor or agency):
-- every cell read lies in the focus's subtree; the caller groups the cells by their partner.
-- PL/pgSQL, so that its row estimates start from the focus's banca and path as values, not from
-- an inlined guess; planned at every call (plan_cache_mode), because a plan kept from five calls
-- over one day read a month three times slower than a plan made for the month.
DROP FUNCTION IF EXISTS banca_sales_cells(integer, date, date);
CREATE FUNCTION banca_sales_cells(p_focus integer, p_from date, p_to date)
RETURNS TABLE (partner_id integer, business_date date, product_id integer, bet_type_id integer, currency text,
               sold bigint, annulled bigint, prizes bigint, plays bigint, commission bigint, participation bigint)
LANGUAGE plpgsql STABLE ROWS 2000 SET plan_cache_mode = force_custom_plan AS $$
#variable_conflict use_column
DECLARE
  v_banca integer;
  v_pattern text;
BEGIN
  SELECT split_part(f.path, '/', 2)::int, f.path || '%' INTO v_banca, v_pattern FROM partners f WHERE f.id = p_focus;
  RETURN QUERY
  WITH cell AS (
    SELECT tq.parent_id AS partner_id, r.business_date, r.product_id, r.bet_type_id, r.currency,
           sum(r.sold_amount)::bigint AS sold, sum(r.annulled_amount)::bigint AS annulled,
           sum(r.prize_amount)::bigint AS prizes, sum(r.sold_plays - r.annulled_plays)::bigint AS plays
      FROM daily_rollups r
      JOIN partners tq ON tq.id = r.taquilla_id
     WHERE r.banca_id = v_banca AND r.business_date BETWEEN p_from AND p_to AND tq.path LIKE v_pattern
     GROUP BY 1, 2, 3, 4, 5
  ), rate AS MATERIALIZED (
    SELECT k.partner_id, k.product_id, k.bet_type_id, a.*
      FROM (SELECT DISTINCT c.partner_id, c.product_id, c.bet_type_id FROM cell c) k
     CROSS JOIN LATERAL banca_agency_commission(k.partner_id, k.product_id, k.bet_type_id) a
  )
  SELECT c.partner_id, c.business_date, c.product_id, c.bet_type_id, c.currency, c.sold, c.annulled, c.prizes, c.plays,
         x.commission::bigint, x.participation::bigint
    FROM cell c
    JOIN rate k ON k.partner_id = c.partner_id AND k.product_id = c.product_id AND k.bet_type_id = c.bet_type_id
   CROSS JOIN LATERAL banca_price_cell(c.sold - c.annulled, c.prizes, c.currency, k.commission_pct, k.extra_pct,
                                       k.max_amount, k.currency, k.participation_pct) x;
END
$$;
