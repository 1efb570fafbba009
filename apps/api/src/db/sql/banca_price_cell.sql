-- THE pricing rule (ADR 051). A cell is one partner whose commission it is, one business date, one
-- product, one bet type and one currency; `p_sales` are its net sales (sold − annulled), `p_prizes`
-- its prizes, and the rates those banca_agency_commission gives for the partner, product and bet
-- type. Commission: half up of sales × (pct + extra) / 100, at most the maximum when one is set
-- (a maximum is in the partner's currency, `p_max_currency`, and caps the cells of that currency);
-- participation: half up of max(sales − prizes − commission, 0) × participation pct / 100. Every
-- figure over a period and a scope is the sum of its cells' figures (banca_sales_parts, and
-- banca_settle_day); nothing rounds a sum again.
-- A set of one row, so that PostgreSQL inlines it where it is called (in FROM, as a LATERAL).
DROP FUNCTION IF EXISTS banca_price_cell(numeric, numeric, text, numeric, numeric, numeric, text, numeric);
CREATE FUNCTION banca_price_cell(p_sales numeric, p_prizes numeric, p_currency text,
                                 p_commission_pct numeric, p_extra_pct numeric, p_max_amount numeric,
                                 p_max_currency text, p_participation_pct numeric)
RETURNS TABLE (commission numeric, participation numeric)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT c.commission, banca_participation_of(p_sales, p_prizes, c.commission, p_participation_pct)
    FROM (SELECT banca_commission_of(p_sales, p_commission_pct, p_extra_pct,
                                      CASE WHEN p_currency = p_max_currency THEN p_max_amount END) AS commission) c
$$;
