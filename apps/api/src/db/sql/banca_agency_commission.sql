-- The agency's commission row in force now for a product and bet type (ADR 042): the one of the
-- bet type, else the product's; none gives 0 %. The sales insight computes the commission and the
-- participation when it reads, from net sales and these percentages, rounded half up to the minor
-- unit per (agency, product, bet type, currency) group: a play does not record the rate of its day.
CREATE OR REPLACE FUNCTION banca_agency_commission(p_agency int, p_product int, p_bet_type int,
                                                   OUT commission_pct numeric, OUT participation_pct numeric)
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT c.commission_pct FROM commissions c
                    WHERE c.partner_id = p_agency AND c.product_id = p_product
                      AND (c.bet_type_id = p_bet_type OR c.bet_type_id IS NULL)
                    ORDER BY c.bet_type_id NULLS LAST LIMIT 1), 0),
         coalesce((SELECT CASE WHEN c.participation_type = 'UTILIDAD' THEN c.participation_pct ELSE 0 END
                     FROM commissions c
                    WHERE c.partner_id = p_agency AND c.product_id = p_product
                      AND (c.bet_type_id = p_bet_type OR c.bet_type_id IS NULL)
                    ORDER BY c.bet_type_id NULLS LAST LIMIT 1), 0)
$$;
