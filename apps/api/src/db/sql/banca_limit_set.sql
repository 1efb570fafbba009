-- Exposure only where a limit is set (ADR 031). A partner's cupo is inherited by its subtree: a
-- partner without a cupo row of its own has the cupo of the nearest ancestor that has one, and
-- the same number. Its subtree is part of that ancestor's, so what it sold never passes the limit
-- before the ancestor's does: counting it is redundant. So a sale counts a play only against the
-- partners of its chain that set a limit of their own for it, the partners this function names.
--
-- Whether a partner sets a limit of its own for a bet type on a draw of a product: a cupo row
-- of its own (for that draw or the whole product) or, for a banca, a tope row. The API's
-- limitsAlong (plan-sale.ts) gives a limit to exactly these partners.
CREATE OR REPLACE FUNCTION banca_limit_set(p_partner int, p_product int, p_draw int, p_bet_type int) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM regular_quotas r
                  WHERE r.partner_id = p_partner AND r.product_id = p_product AND r.bet_type_id = p_bet_type
                    AND (r.draw_id IS NULL OR r.draw_id = p_draw))
      OR EXISTS (SELECT 1 FROM top_quotas t
                  WHERE t.banca_id = p_partner AND t.product_id = p_product AND t.bet_type_id = p_bet_type
                    AND (t.draw_id IS NULL OR t.draw_id = p_draw))
$$;
