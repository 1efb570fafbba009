import { sql, type SQL } from 'drizzle-orm';
import { subtreePattern } from '../../lib/scope';
import type { DateRange, KpiFilters } from './kpi-filters';

/*
 * What the KPI queries share: the rollups of the focus's subtree (rows `r` joined to their
 * taquilla `tq`, whose current path places them) for the filters' dates, product and currency,
 * and the commission and participation priced on them.
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
 * Sales figures of `daily_rollups` (one row per day, taquilla, product, bet type and currency)
 * grouped by `keys` (expressions over `r` and `tq`, named in `select`, listed in `group`) and
 * currency, one row per (keys, currency, agency, product, bet type): sales (sold − annulled),
 * annulled, plays, prizes, and the commission and participation of that group at the selling
 * agency's current percentages (banca_agency_commission), rounded half up. The caller sums them
 * per its keys and casts them to text.
 */
export function pricedSales(f: KpiFilters, keys: { select: SQL; group: SQL }, dates?: DateRange): SQL {
  return sql`(SELECT b.*, p.commission,
                     banca_participation_of(b.sales, b.prizes, p.commission, c.participation_pct) AS participation
      FROM (SELECT ${keys.select}, r.currency, r.agency_id, r.product_id, r.bet_type_id,
                   sum(r.sold_amount - r.annulled_amount) AS sales, sum(r.annulled_amount) AS annulled,
                   sum(r.sold_plays - r.annulled_plays) AS plays, sum(r.prize_amount) AS prizes
              FROM daily_rollups r JOIN partners tq ON tq.id = r.taquilla_id
             WHERE ${rollupWhere(f, dates ? { dates } : {})}
             GROUP BY ${keys.group}, r.currency, r.agency_id, r.product_id, r.bet_type_id) b
      CROSS JOIN LATERAL banca_agency_commission(b.agency_id, b.product_id, b.bet_type_id) c
      CROSS JOIN LATERAL (SELECT banca_commission_of(b.sales, c.commission_pct) AS commission) p)`;
}

/** The sums of pricedSales' rows `s`, as the wire wants them (money as text). */
export const SALES_SUMS = sql`s.currency, sum(s.sales)::text AS sales, sum(s.annulled)::text AS annulled,
  sum(s.plays)::int AS plays, sum(s.prizes)::text AS prizes, sum(s.commission)::text AS commission,
  sum(s.participation)::text AS participation, sum(s.sales - s.prizes - s.commission)::text AS net`;
