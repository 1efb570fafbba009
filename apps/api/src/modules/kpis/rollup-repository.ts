import { sql, type SQL } from 'drizzle-orm';
import { subtreePattern } from '../../lib/scope';
import type { KpiFilters } from './kpi-filters';

/**
 * The rollups as readers see them (ADR 040): the folded rows plus the deltas not folded yet, of
 * the filters' business dates, in one statement (one snapshot: a delta is in one or the other).
 * Aggregate them; a key may appear more than once.
 */
const MEASURES =
  'sold_amount, sold_plays, annulled_amount, annulled_plays, prize_amount, prize_plays, paid_amount, paid_plays';
const SALE_COLUMNS = sql.raw(
  `business_date, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, channel, ${MEASURES}`,
);
const NUMBER_COLUMNS = sql.raw(
  `business_date, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id, number_key, ${MEASURES}`,
);
const TICKET_COLUMNS = sql.raw('business_date, agency_id, taquilla_id, currency, channel, status, tickets, amount');

const datesOf = (f: Pick<KpiFilters, 'from' | 'to'>) => sql`business_date BETWEEN ${f.from}::date AND ${f.to}::date`;

const live = (columns: SQL, folded: string, pending: string, f: Pick<KpiFilters, 'from' | 'to'>) =>
  sql`(SELECT ${columns} FROM ${sql.raw(folded)} WHERE ${datesOf(f)}
       UNION ALL SELECT ${columns} FROM ${sql.raw(pending)} WHERE ${datesOf(f)})`;

export const liveSales = (f: Pick<KpiFilters, 'from' | 'to'>) =>
  live(SALE_COLUMNS, 'sales_rollups', 'sales_rollup_deltas', f);
export const liveNumbers = (f: KpiFilters) => live(NUMBER_COLUMNS, 'number_rollups', 'sales_rollup_deltas', f);
export const liveTickets = (f: KpiFilters) => live(TICKET_COLUMNS, 'ticket_rollups', 'ticket_rollup_deltas', f);

/**
 * Rows `r` of the focus subtree (its taquilla `tq` joined by the caller's query), of the product
 * and currency asked for. `withProduct` is false for ticket rows, which have no product.
 */
export function rollupWhere(f: KpiFilters, withProduct = true): SQL {
  const where: SQL[] = [sql`tq.path LIKE ${subtreePattern(f.focus)}`];
  if (withProduct && f.productId !== null) where.push(sql`r.product_id = ${f.productId}`);
  if (f.currency !== null) where.push(sql`r.currency = ${f.currency}`);
  return sql.join(where, sql` AND `);
}

/**
 * Sales figures grouped by `keys` (expressions over `r` and `tq`, named in `select`) and
 * currency, with each group's commission: net sales × the commission percentage the selling
 * agency has now for the play's product and bet type (its bet-type row, else its product row,
 * else none), rounded per (agency, product, bet type) and group. Columns: the keys, currency,
 * sales, annulled, plays, prizes, paid, commission (numeric; the caller sums and casts).
 */
export function pricedSales(f: KpiFilters, keys: { select: SQL; group: SQL }, from: SQL = liveSales(f)): SQL {
  return sql`(SELECT b.*, round(b.sales * coalesce(cb.commission_pct, cp.commission_pct, 0) / 100) AS commission
      FROM (SELECT ${keys.select}, r.currency, r.agency_id, r.product_id, r.bet_type_id,
                   sum(r.sold_amount - r.annulled_amount) AS sales, sum(r.annulled_amount) AS annulled,
                   sum(r.sold_plays - r.annulled_plays) AS plays, sum(r.prize_amount) AS prizes, sum(r.paid_amount) AS paid
              FROM ${from} r JOIN partners tq ON tq.id = r.taquilla_id
             WHERE ${rollupWhere(f)}
             GROUP BY ${keys.group}, r.currency, r.agency_id, r.product_id, r.bet_type_id) b
      LEFT JOIN commissions cb ON cb.partner_id = b.agency_id AND cb.product_id = b.product_id AND cb.bet_type_id = b.bet_type_id
      LEFT JOIN commissions cp ON cp.partner_id = b.agency_id AND cp.product_id = b.product_id AND cp.bet_type_id IS NULL)`;
}

/** The sums of pricedSales' rows `s`, as the wire wants them. */
export const SALES_SUMS = sql`s.currency, sum(s.sales)::text AS sales, sum(s.annulled)::text AS annulled,
  sum(s.plays)::int AS plays, sum(s.prizes)::text AS prizes, sum(s.paid)::text AS paid`;
