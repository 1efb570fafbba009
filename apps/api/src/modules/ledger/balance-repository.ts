import type { AccountBalanceLine } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/** The rate type the dollar totals use (ADR 044). */
export const BALANCE_RATE_TYPE = 'BCV';

/**
 * A partner's own line and one per direct associate for a day, per currency: the balance before
 * the day (from the day sums the posting function keeps with the legs), the day's settlement, the
 * day's other entries, and the dollar total at the rate of the day (its own, else the nearest one
 * above it; none leaves the dollars empty). A partner without
 * entries shows one line of zeros in its currency.
 */
export async function balanceLines(db: Db, partnerId: number, date: string): Promise<AccountBalanceLine[]> {
  return rowsOf<AccountBalanceLine>(
    db,
    sql`WITH who AS (
          SELECT p.id, p.name, p.kind, p.path, p.currency, p.id = ${partnerId} AS own,
                 EXISTS (SELECT 1 FROM partners c WHERE c.parent_id = p.id) AS has_children
            FROM partners p WHERE p.id = ${partnerId} OR p.parent_id = ${partnerId}
        ), before AS (
          SELECT who.id AS partner_id, b.currency, b.amount
            FROM who CROSS JOIN LATERAL (
              SELECT d.currency, sum(d.amount) AS amount FROM ledger_day_sums d
               WHERE d.partner_id = who.id AND d.business_date < ${date}::date GROUP BY d.currency) b
        ), today AS (
          SELECT who.id AS partner_id, ds.currency, t.settled, t.other
            FROM who JOIN ledger_day_sums ds ON ds.partner_id = who.id AND ds.business_date = ${date}::date
           CROSS JOIN LATERAL (
              SELECT sum(l.amount) FILTER (WHERE e.kind = 'SETTLEMENT') AS settled,
                     sum(l.amount) FILTER (WHERE e.kind <> 'SETTLEMENT') AS other
                FROM ledger_legs l JOIN ledger_entries e ON e.id = l.entry_id
               WHERE l.partner_id = who.id AND l.currency = ds.currency AND l.business_date = ${date}::date) t
        ), keys AS (
          SELECT partner_id, currency FROM before UNION SELECT partner_id, currency FROM today
          UNION SELECT id, currency FROM who
        ), lines AS (
          SELECT who.*, k.currency AS line_currency,
                 coalesce(b.amount, 0) AS previous_balance, coalesce(t.settled, 0) AS day_movements,
                 coalesce(t.other, 0) AS other_movements
            FROM keys k JOIN who ON who.id = k.partner_id
            LEFT JOIN before b ON b.partner_id = k.partner_id AND b.currency = k.currency
            LEFT JOIN today t ON t.partner_id = k.partner_id AND t.currency = k.currency
        )
        SELECT x.id AS partner_id, x.name AS partner_name, x.kind::text AS partner_kind, x.own, x.has_children,
               x.line_currency AS currency, x.previous_balance::text AS previous_balance,
               x.day_movements::text AS day_movements, (x.previous_balance + x.day_movements)::text AS current_balance,
               x.other_movements::text AS other_movements,
               (x.previous_balance + x.day_movements + x.other_movements)::text AS total,
               CASE WHEN x.line_currency = 'USD' THEN '1' ELSE rt.rate END AS rate,
               CASE WHEN x.line_currency = 'USD' THEN (x.previous_balance + x.day_movements + x.other_movements)::text
                    WHEN rt.rate IS NULL THEN NULL
                    ELSE round((x.previous_balance + x.day_movements + x.other_movements)::numeric / rt.rate::numeric)::text
               END AS total_usd
          FROM lines x
          LEFT JOIN LATERAL (
            SELECT trim_scale(r.rate)::text AS rate
              FROM rates r JOIN partners a ON a.id = r.partner_id JOIN rate_types rtp ON rtp.id = r.rate_type_id
             WHERE rtp.codigo = ${BALANCE_RATE_TYPE} AND r.business_date = ${date}::date AND r.currency = x.line_currency
               AND x.path LIKE a.path || '%'
             ORDER BY a.depth DESC LIMIT 1) rt ON true
         ORDER BY x.own DESC, x.name, x.line_currency`,
  );
}
