-- The commission row in force now of a partner (an agency, or a distributor in its own daily
-- settlement) for a product and bet type (ADR 042, 051): the one of the bet type, else the
-- product's; none gives 0 % and no maximum. Participation counts only when its type is UTILIDAD.
-- The maximum is in the partner's currency, which `currency` names.
-- banca_price_cell prices a cell with these rates; a play does not record the rates of its day.
-- Always one row; a set, so that PostgreSQL inlines it where it is called (in FROM, as a LATERAL).
DROP FUNCTION IF EXISTS banca_agency_commission(integer, integer, integer);
CREATE FUNCTION banca_agency_commission(p_agency int, p_product int, p_bet_type int)
RETURNS TABLE (commission_pct numeric, participation_pct numeric, extra_pct numeric, max_amount bigint, currency text)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(c.commission_pct, 0),
         coalesce(CASE WHEN c.participation_type = 'UTILIDAD' THEN c.participation_pct END, 0),
         coalesce(c.extra_pct, 0),
         c.max_amount,
         (SELECT p.currency FROM partners p WHERE p.id = p_agency)
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (SELECT x.commission_pct, x.participation_type, x.participation_pct, x.extra_pct, x.max_amount
                         FROM commissions x
                        WHERE x.partner_id = p_agency AND x.product_id = p_product
                          AND (x.bet_type_id = p_bet_type OR x.bet_type_id IS NULL)
                        ORDER BY x.bet_type_id NULLS LAST LIMIT 1) c ON true
$$;
