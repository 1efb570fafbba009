-- The participation (a share of the profit) of one priced cell (ADR 051): of what its net sales
-- leave after prizes and commission, never of a loss, rounded half up to the minor unit. Only
-- banca_price_cell calls it.
CREATE OR REPLACE FUNCTION banca_participation_of(p_sales numeric, p_prizes numeric, p_commission numeric, p_pct numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(greatest(p_sales - p_prizes - p_commission, 0) * p_pct / 100)
$$;
