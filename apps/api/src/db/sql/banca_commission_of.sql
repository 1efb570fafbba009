-- The commission on a group's net sales at a percentage, rounded half up to the minor unit (ADR 042).
-- The one rule the sales insight and the daily settlement price with; a simple SQL function, so
-- PostgreSQL inlines it where it is called.
CREATE OR REPLACE FUNCTION banca_commission_of(p_sales numeric, p_pct numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(p_sales * p_pct / 100)
$$;
