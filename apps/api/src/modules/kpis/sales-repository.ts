import type {
  BetTypeSales,
  Currency,
  LatestPartner,
  LossProfitDay,
  PartnerKind,
  PartnerSales,
  ProductSales,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern } from '../../lib/scope';
import type { KpiFilters } from './kpi-filters';
import { liveSales, pricedSales, SALES_SUMS } from './rollup-repository';

type Money<T> = Omit<T, 'currency'> & { currency: string };
const withCurrency = <T extends { currency: string }>(rows: T[]) =>
  rows.map((row) => ({ ...row, currency: row.currency as Currency }));

/** Sales per product and currency, largest first. */
export async function salesByProduct(db: Db, f: KpiFilters): Promise<ProductSales[]> {
  const rows = await rowsOf<Money<ProductSales>>(
    db,
    sql`SELECT json_build_object('id', pr.id, 'name', pr.name) AS product, ${SALES_SUMS}
          FROM ${pricedSales(f, { select: sql`r.product_id AS grouped_product`, group: sql`r.product_id` })} s
          JOIN products pr ON pr.id = s.grouped_product
         GROUP BY pr.id, pr.name, s.currency
         ORDER BY s.currency, sum(s.sales) DESC, pr.name`,
  );
  return withCurrency(rows);
}

/** Sales per bet type and currency, largest first. */
export async function salesByBetType(db: Db, f: KpiFilters): Promise<BetTypeSales[]> {
  const rows = await rowsOf<Money<BetTypeSales>>(
    db,
    sql`SELECT json_build_object('id', bt.id, 'code', bt.code, 'name', bt.name) AS bet_type, ${SALES_SUMS}
          FROM ${pricedSales(f, { select: sql`r.bet_type_id AS grouped_bet_type`, group: sql`r.bet_type_id` })} s
          JOIN bet_types bt ON bt.id = s.grouped_bet_type
         GROUP BY bt.id, bt.code, bt.name, s.currency
         ORDER BY s.currency, sum(s.sales) DESC, bt.name`,
  );
  return withCurrency(rows);
}

/**
 * Sales per partner one level below the focus (the partner of the path right after the focus's;
 * a taquilla in focus stands for itself), with commission and net, largest first.
 */
export async function salesByPartner(db: Db, f: KpiFilters): Promise<PartnerSales[]> {
  // Grouped by position: the expression carries parameters, which PostgreSQL would not match twice.
  const child = sql`coalesce(nullif(split_part(substr(tq.path, ${f.focus.path.length + 1}), '/', 1), '')::int, ${f.focus.partnerId})`;
  const rows = await rowsOf<Money<PartnerSales>>(
    db,
    sql`SELECT json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'kind', p.kind) AS partner, ${SALES_SUMS},
               sum(s.commission)::text AS commission, sum(s.sales - s.prizes - s.commission)::text AS net
          FROM ${pricedSales(f, { select: sql`${child} AS child_id`, group: sql`1` })} s
          JOIN partners p ON p.id = s.child_id
         GROUP BY p.id, p.code, p.name, p.kind, s.currency
         ORDER BY s.currency, sum(s.sales) DESC, p.name`,
  );
  return withCurrency(rows);
}

/** Per business date and currency: sales, prizes, commission, net and margin. */
export async function lossProfit(db: Db, f: KpiFilters): Promise<LossProfitDay[]> {
  const rows = await rowsOf<Money<LossProfitDay>>(
    db,
    sql`SELECT d.date, d.currency, d.sales::text, d.prizes::text, d.commission::text,
               (d.sales - d.prizes - d.commission)::text AS net,
               CASE WHEN d.sales > 0 THEN round((d.sales - d.prizes - d.commission) * 100 / d.sales, 2)::text END AS margin_pct
          FROM (SELECT s.day::text AS date, s.currency, sum(s.sales) AS sales, sum(s.prizes) AS prizes, sum(s.commission) AS commission
                  FROM ${pricedSales(f, { select: sql`r.business_date AS day`, group: sql`r.business_date` })} s
                 GROUP BY s.day, s.currency) d
         ORDER BY d.date, d.currency`,
  );
  return withCurrency(rows);
}

const NEWEST_PARTNERS = 10;

interface LatestRow extends Omit<LatestPartner, 'currency' | 'created_at' | 'partner'> {
  currency: string;
  created_at: Date | string;
  partner: { id: number; code: string; name: string; kind: PartnerKind };
}

/**
 * The newest partners below the focus, with the net sales of their subtree from the day each was
 * created to `to_date`, in each currency they sold in (their own when they sold nothing).
 */
export async function latestPartners(db: Db, f: KpiFilters): Promise<LatestPartner[]> {
  const newest = sql`SELECT id, code, name, kind, path, currency, created_at FROM partners
                      WHERE path LIKE ${subtreePattern(f.focus)} AND id <> ${f.focus.partnerId}
                      ORDER BY created_at DESC, id DESC LIMIT ${NEWEST_PARTNERS}`;
  // The oldest of them bounds the days read, so only those rollup rows are scanned.
  const [first] = await rowsOf<{ day: string | null }>(
    db,
    sql`SELECT min(created_at)::date::text AS day FROM (${newest}) n`,
  );
  if (!first?.day) return [];
  const days = { from: first.day < f.to ? first.day : f.to, to: f.to };
  const rows = await rowsOf<LatestRow>(
    db,
    sql`WITH newest AS MATERIALIZED (${newest}),
        sold AS (
          SELECT n.id, r.currency, sum(r.sold_amount - r.annulled_amount) AS sales
            FROM newest n
            JOIN partners tq ON tq.path LIKE n.path || '%'
            JOIN ${liveSales(days)} r ON r.taquilla_id = tq.id
           WHERE r.business_date >= n.created_at::date
             ${f.productId === null ? sql`` : sql`AND r.product_id = ${f.productId}`}
           GROUP BY n.id, r.currency)
        SELECT json_build_object('id', n.id, 'code', n.code, 'name', n.name, 'kind', n.kind) AS partner, n.created_at,
               coalesce(s.currency, n.currency) AS currency, coalesce(s.sales, 0)::text AS sales
          FROM newest n LEFT JOIN sold s ON s.id = n.id
         WHERE ${f.currency === null ? sql`true` : sql`coalesce(s.currency, n.currency) = ${f.currency}`}
         ORDER BY n.created_at DESC, n.id DESC, currency`,
  );
  return rows.map((row) => ({
    ...row,
    currency: row.currency as Currency,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
