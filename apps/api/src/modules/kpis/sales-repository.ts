import type {
  BetTypeSales,
  Currency,
  KpiPartnerRef,
  LatestPartner,
  PartnerKind,
  PartnerSales,
  ProductSales,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { chainIds } from '../../lib/scoped-partners';
import type { KpiFilters } from './kpi-filters';
import { pricedSales, rollupWhere, SALES_SUMS } from './rollup-repository';

type Raw<T> = Omit<T, 'currency'> & { currency: string };
const withCurrency = <T extends { currency: string }>(rows: T[]) =>
  rows.map((row) => ({ ...row, currency: row.currency as Currency }));

/** Sales per product and currency, largest first. */
export async function salesByProduct(db: Db, f: KpiFilters): Promise<ProductSales[]> {
  const rows = await rowsOf<Raw<ProductSales>>(
    db,
    sql`SELECT json_build_object('id', pr.id, 'name', pr.name) AS product, ${SALES_SUMS}
          FROM ${pricedSales(f, { select: sql`r.product_id AS grouped_product`, group: sql`r.product_id`, rows: 'CELL' })} s
          JOIN products pr ON pr.id = s.grouped_product
         GROUP BY pr.id, pr.name, s.currency
         ORDER BY s.currency, sum(s.sales) DESC, pr.name`,
  );
  return withCurrency(rows);
}

/** Sales per bet type and currency, largest first. */
export async function salesByBetType(db: Db, f: KpiFilters): Promise<BetTypeSales[]> {
  const rows = await rowsOf<Raw<BetTypeSales>>(
    db,
    sql`SELECT json_build_object('id', bt.id, 'code', bt.code, 'name', bt.name) AS bet_type, ${SALES_SUMS}
          FROM ${pricedSales(f, { select: sql`r.bet_type_id AS grouped_bet_type`, group: sql`r.bet_type_id`, rows: 'CELL' })} s
          JOIN bet_types bt ON bt.id = s.grouped_bet_type
         GROUP BY bt.id, bt.code, bt.name, s.currency
         ORDER BY s.currency, sum(s.sales) DESC, bt.name`,
  );
  return withCurrency(rows);
}

/**
 * Sales per partner one level below the focus (the id in the taquilla's path right after the
 * focus's; a taquilla in focus stands for itself), with commission and net, largest first.
 */
export async function salesByPartner(db: Db, f: KpiFilters): Promise<PartnerSales[]> {
  // Grouped by position: the expression carries parameters, which PostgreSQL would not match twice.
  const child = sql`coalesce(nullif(split_part(substr(tq.path, ${f.focus.path.length + 1}), '/', 1), '')::int, ${f.focus.partnerId})`;
  const rows = await rowsOf<Raw<PartnerSales>>(
    db,
    sql`SELECT json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'kind', p.kind) AS partner, ${SALES_SUMS}
          FROM ${pricedSales(f, { select: sql`${child} AS child_id`, group: sql`1`, rows: 'CHILD' })} s
          JOIN partners p ON p.id = s.child_id
         GROUP BY p.id, p.code, p.name, p.kind, s.currency
         ORDER BY s.currency, sum(s.sales) DESC, p.name`,
  );
  return withCurrency(rows);
}

/** The partners from the caller's own down to the focus, each inside the caller's subtree. */
export async function focusChain(db: Db, scope: Scope, focus: Scope): Promise<KpiPartnerRef[]> {
  return rowsOf<KpiPartnerRef>(
    db,
    sql`SELECT id, code, name, kind FROM partners
         WHERE id = ANY (${intArray(chainIds(focus.path))}) AND path LIKE ${subtreePattern(scope)}
         ORDER BY depth`,
  );
}

const NEWEST_PARTNERS = 10;

interface NewPartner {
  partner: { id: number; code: string; name: string; kind: PartnerKind };
  currency: string;
  created_at: Date | string;
  created_day: string;
}

/**
 * The newest partners below the focus, with the net sales of their subtree from the day each was
 * created (in the caller's zone) to `to_date`, per currency they sold in (their own when they sold
 * nothing). Whole tickets from `ticket_rollups`, or the product's plays when `product_id` is given.
 */
export async function latestPartners(db: Db, f: KpiFilters): Promise<LatestPartner[]> {
  const newest = await rowsOf<NewPartner>(
    db,
    sql`SELECT json_build_object('id', id, 'code', code, 'name', name, 'kind', kind) AS partner, currency, created_at,
               (created_at AT TIME ZONE ${f.timezone})::date::text AS created_day
          FROM partners
         WHERE path LIKE ${subtreePattern(f.focus)} AND id <> ${f.focus.partnerId}
         ORDER BY created_at DESC, id DESC LIMIT ${NEWEST_PARTNERS}`,
  );
  if (newest.length === 0) return [];
  const sold = await soldSinceCreation(db, f, newest);
  return newest.flatMap((row) => {
    const sales = sold.filter((s) => s.id === row.partner.id);
    const entries = sales.length ? sales : [{ currency: row.currency, sales: '0' }];
    return entries
      .filter((entry) => f.currency === null || entry.currency === f.currency)
      .map((entry) => ({
        partner: row.partner,
        created_at: new Date(row.created_at).toISOString(),
        currency: entry.currency as Currency,
        sales: entry.sales,
      }));
  });
}

/** Net sales per (new partner, currency) of its subtree from its creation day to `to_date`. */
async function soldSinceCreation(db: Db, f: KpiFilters, newest: NewPartner[]) {
  // The oldest creation day bounds the days read, so only those rollup rows are scanned.
  const from = newest.reduce((day, row) => (row.created_day < day ? row.created_day : day), f.to);
  const dates = { from, to: f.to };
  const ids = newest.map((row) => row.partner.id);
  const rows =
    f.productId === null
      ? sql`SELECT r.business_date, r.taquilla_id, r.currency, r.total_amount AS sales
              FROM ticket_rollups r JOIN partners tq ON tq.id = r.taquilla_id
             WHERE r.status <> 'ANULADO' AND ${rollupWhere(f, { dates, product: false })}`
      : sql`SELECT r.business_date, r.taquilla_id, r.currency, r.sold_amount - r.annulled_amount AS sales
              FROM daily_rollups r JOIN partners tq ON tq.id = r.taquilla_id
             WHERE ${rollupWhere(f, { dates })}`;
  return rowsOf<{ id: number; currency: string; sales: string }>(
    db,
    sql`SELECT n.id, s.currency, sum(s.sales)::text AS sales
          FROM partners n
          JOIN partners below ON starts_with(below.path, n.path)
          JOIN (${rows}) s ON s.taquilla_id = below.id
         WHERE n.id = ANY (${intArray(ids)}) AND s.business_date >= (n.created_at AT TIME ZONE ${f.timezone})::date
         GROUP BY n.id, s.currency
         ORDER BY s.currency`,
  );
}
