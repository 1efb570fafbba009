import { sql, type SQL } from 'drizzle-orm';
import { subtreePattern } from '../../lib/scope';
import type { DateRange, KpiFilters } from './kpi-filters';

/** How fine a query's rows are, for banca_priced_sales (ADR 051): CELL and CHILD read whole cells when they can. */
export type PricedRows = 'CELL' | 'CHILD' | 'TAQUILLA' | 'CHANNEL';

/*
 * What the KPI queries share: the rollups of the focus's subtree (rows `r` joined to their
 * taquilla `tq`, whose current path places them) for the filters' dates, product and currency,
 * and the sales priced by the one rule of ADR 051.
 */

/** Rows `r` (with their taquilla `tq`) of the focus subtree, dates, product and currency. */
export function rollupWhere(f: KpiFilters, options: { dates?: DateRange; product?: boolean } = {}): SQL {
  const { from, to } = options.dates ?? f;
  const where: SQL[] = [
    sql`r.business_date BETWEEN ${from}::date AND ${to}::date`,
    sql`tq.path LIKE ${subtreePattern(f.focus)}`,
  ];
  if (options.product !== false && f.productId !== null) where.push(sql`r.product_id = ${f.productId}`);
  if (f.currency !== null) where.push(sql`r.currency = ${f.currency}`);
  return sql.join(where, sql` AND `);
}

/**
 * Sales figures of the focus's subtree, its dates, product and currency, from the priced parts of
 * `banca_sales_parts` (ADR 051: one part per day, taquilla, product, bet type and currency, with its
 * share of its agency's cell's commission and participation; or whole cells, whose `taquilla_id` is
 * their agency, when `keys.rows` never splits an agency: banca_priced_sales), grouped by `keys`
 * (expressions over the part `r` and its partner `tq`, named in `select`, listed in `group`) and currency: sales
 * (sold − annulled), annulled, plays, prizes, commission and participation. Every figure is a sum
 * of parts, so any sum of whole cells is the sum of those cells; nothing is rounded here.
 */
export function pricedSales(
  f: KpiFilters,
  keys: { select: SQL; group: SQL; rows: PricedRows },
  dates?: DateRange,
): SQL {
  const { from, to } = dates ?? f;
  const where: SQL[] = [sql`tq.path LIKE ${subtreePattern(f.focus)}`];
  if (f.productId !== null) where.push(sql`r.product_id = ${f.productId}`);
  if (f.currency !== null) where.push(sql`r.currency = ${f.currency}`);
  return sql`(SELECT ${keys.select}, r.currency,
                     sum(r.sold - r.annulled) AS sales, sum(r.annulled) AS annulled, sum(r.plays) AS plays,
                     sum(r.prizes) AS prizes, sum(r.commission) AS commission, sum(r.participation) AS participation
      FROM banca_priced_sales(${f.focus.partnerId}::int, ${from}::date, ${to}::date, ${keys.rows}) r
      JOIN partners tq ON tq.id = r.taquilla_id
     WHERE ${sql.join(where, sql` AND `)}
     GROUP BY ${keys.group}, r.currency)`;
}

/** The sums of pricedSales' rows `s`, as the wire wants them (money as text). */
export const SALES_SUMS = sql`s.currency, sum(s.sales)::text AS sales, sum(s.annulled)::text AS annulled,
  sum(s.plays)::int AS plays, sum(s.prizes)::text AS prizes, sum(s.commission)::text AS commission,
  sum(s.participation)::text AS participation, sum(s.sales - s.prizes - s.commission)::text AS net`;
