-- The commission of one priced cell (ADR 051): its net sales × (percentage + extra percentage) / 100,
-- rounded half up to the minor unit (net sales are never negative), and no more than the maximum
-- when one is set. Only banca_price_cell calls it.
DROP FUNCTION IF EXISTS banca_commission_of(numeric, numeric);
CREATE OR REPLACE FUNCTION banca_commission_of(p_sales numeric, p_pct numeric, p_extra_pct numeric, p_max numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_max IS NULL THEN round(p_sales * (p_pct + p_extra_pct) / 100)
              ELSE least(round(p_sales * (p_pct + p_extra_pct) / 100), p_max) END
$$;
