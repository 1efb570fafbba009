import { sql, type SQL } from 'drizzle-orm';

/**
 * What a partner may hold on one number of a draw, as SQL over the given columns: its cupo for the
 * product and bet type (the draw's own before the product's), and, for a banca, its tope; the
 * smaller where both are set, null where neither is.
 */
export const numberLimitOf = (partner: SQL, product: SQL, betType: SQL, draw: SQL) => sql`least(
  (SELECT q.amount FROM regular_quotas q
    WHERE q.partner_id = ${partner} AND q.product_id = ${product} AND q.bet_type_id = ${betType}
      AND (q.draw_id IS NULL OR q.draw_id = ${draw}) ORDER BY q.draw_id NULLS LAST LIMIT 1),
  (SELECT q.amount FROM top_quotas q
    WHERE q.banca_id = ${partner} AND q.product_id = ${product} AND q.bet_type_id = ${betType}
      AND (q.draw_id IS NULL OR q.draw_id = ${draw}) ORDER BY q.draw_id NULLS LAST LIMIT 1))`;
