-- The participation (a share of the profit) of a group at a percentage (ADR 042): of what its net
-- sales leave after prizes and commission, never of a loss, rounded half up to the minor unit.
-- Inlined where it is called, as banca_commission_of.
CREATE OR REPLACE FUNCTION banca_participation_of(p_sales numeric, p_prizes numeric, p_commission numeric, p_pct numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(greatest(p_sales - p_prizes - p_commission, 0) * p_pct / 100)
$$;
