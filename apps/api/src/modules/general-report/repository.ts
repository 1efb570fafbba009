import {
  GENERAL_REPORT_MONEY,
  type Currency,
  type GeneralReportLevel,
  type GeneralReportPartner,
  type GeneralReportQuery,
  type GeneralReportRow,
} from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cursorRows } from '../../lib/file-answer';
import { intArray, rowsOf } from '../../lib/raw-query';
import { subtreePattern } from '../../lib/scope';
import { chainIds } from '../../lib/scoped-partners';

/** The partner the report looks below, and the banca whose rollups hold its sales. */
export interface ReportFocus extends GeneralReportPartner {
  readonly path: string;
}

export interface GeneralReportFilters {
  readonly from: string;
  readonly to: string;
  readonly focus: ReportFocus;
  readonly level?: GeneralReportLevel | undefined;
  readonly productId?: number | undefined;
  readonly currency?: Currency | undefined;
  readonly sort?: GeneralReportQuery['sort'];
  readonly order?: 'asc' | 'desc' | undefined;
}

/** The money columns, in the order of the row, the totals and the file. */
const MONEY = GENERAL_REPORT_MONEY;

/** Partners by id (those of a trail), in the order asked. */
export async function partnersByIds(db: Db, ids: readonly number[]): Promise<ReportFocus[]> {
  const rows = await rowsOf<ReportFocus>(
    db,
    sql`SELECT id, code, name, kind, path FROM partners WHERE id = ANY (${intArray(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ReportFocus => row !== undefined);
}

/**
 * The row a partner `p` (a taquilla of the rollups, or an imported partner) is counted under:
 * the focus's child on its path (or the focus itself), its agency, or itself. A taquilla in
 * focus stands for itself whatever the level.
 */
function groupOf(filters: GeneralReportFilters): SQL {
  const { focus, level } = filters;
  if (focus.kind === 'TAQUILLA') return sql`${focus.id}::int`;
  if (level === 'TAQUILLA') return sql`p.id`;
  if (level === 'AGENCIA') return sql`CASE WHEN p.kind = 'TAQUILLA' THEN p.parent_id ELSE p.id END`;
  const childPart = chainIds(focus.path).length + 2;
  return sql`coalesce(nullif(split_part(p.path, '/', ${sql.raw(String(childPart))}), '')::int, ${focus.id}::int)`;
}

/**
 * Every row of the filters (partner × currency) with its figures, as a CTE named `named`.
 * Commission and participation are the sums of the row's priced parts (banca_priced_sales, ADR
 * 051: whole cells when no row splits an agency): the agencies' cells at their rates now, never
 * rounded again; external sales are never added to ours (and are not per product: a product
 * filter leaves them out).
 */
function namedRows(filters: GeneralReportFilters): SQL {
  const { focus, from, to } = filters;
  const group = groupOf(filters);
  // Whole cells (an agency's, ADR 051) unless a row is a taquilla: the parts only then.
  const rows = filters.level === 'TAQUILLA' ? 'TAQUILLA' : filters.level === 'AGENCIA' ? 'CELL' : 'CHILD';
  const pattern = subtreePattern({ partnerId: focus.id, path: focus.path });
  // The priced parts of the focus's agencies (ADR 051), each kept when its taquilla lies in the
  // focus's subtree and counted under its row: every figure is a sum of parts, never re-rounded.
  const ours: SQL[] = [sql`p.path LIKE ${pattern}`];
  const theirs: SQL[] = [sql`e.business_date BETWEEN ${from}::date AND ${to}::date`, sql`p.path LIKE ${pattern}`];
  if (filters.productId !== undefined) {
    ours.push(sql`t.product_id = ${filters.productId}`);
    theirs.push(sql`false`);
  }
  if (filters.currency) {
    ours.push(sql`t.currency = ${filters.currency}`);
    theirs.push(sql`e.currency = ${filters.currency}`);
  }
  return sql`
    mine AS (
      SELECT ${group} AS group_id, t.currency, sum(t.sold - t.annulled) AS sales, sum(t.annulled) AS annulled,
             sum(t.prizes) AS prizes, sum(t.commission) AS commission, sum(t.participation) AS participation
        FROM banca_priced_sales(${focus.id}::int, ${from}::date, ${to}::date, ${rows}) t
        JOIN partners p ON p.id = t.taquilla_id
       WHERE ${sql.join(ours, sql` AND `)}
       GROUP BY 1, 2),
    theirs AS (
      SELECT ${group} AS group_id, e.currency, sum(e.sales) AS sales, sum(e.prizes) AS prizes
        FROM external_sales e JOIN partners p ON p.id = e.partner_id
       WHERE ${sql.join(theirs, sql` AND `)}
       GROUP BY 1, 2),
    named AS (
      SELECT gp.id AS partner_id, gp.code AS partner_code, gp.name AS partner_name, gp.kind::text AS partner_kind,
             coalesce(m.currency, x.currency) AS currency,
             coalesce(m.sales, 0) AS sales, coalesce(m.annulled, 0) AS annulled, coalesce(m.prizes, 0) AS prizes,
             coalesce(m.commission, 0) AS commission, coalesce(m.participation, 0) AS participation,
             coalesce(m.sales, 0) - coalesce(m.prizes, 0) - coalesce(m.commission, 0) AS net,
             coalesce(x.sales, 0) AS external_sales, coalesce(x.prizes, 0) AS external_prizes,
             x.group_id IS NOT NULL AS has_external
        FROM mine m
        FULL JOIN theirs x ON x.group_id = m.group_id AND x.currency = m.currency
        JOIN partners gp ON gp.id = coalesce(m.group_id, x.group_id))`;
}

/** Qualified: a bare name in ORDER BY would be the output column, the amount as text. */
const SORTABLE: Record<NonNullable<GeneralReportFilters['sort']>, SQL> = {
  partner_name: sql`named.partner_name`,
  partner_code: sql`named.partner_code`,
  sales: sql`named.sales`,
  annulled: sql`named.annulled`,
  prizes: sql`named.prizes`,
  commission: sql`named.commission`,
  participation: sql`named.participation`,
  net: sql`named.net`,
  external_sales: sql`named.external_sales`,
};

function orderOf(filters: GeneralReportFilters): SQL {
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  const first = filters.sort ? sql`${SORTABLE[filters.sort]} ${direction}, ` : sql``;
  return sql`${first}named.partner_name ${direction}, named.partner_id, named.currency`;
}

const ROW_COLUMNS = sql.raw(
  `partner_id, partner_code, partner_name, partner_kind, currency, ${MONEY.map((m) => `${m}::text AS ${m}`).join(', ')}, has_external`,
);

/**
 * One page of rows, and the count and totals per currency over every row of the filters: one
 * statement, so the rows are computed once (the CTE is read by both parts).
 */
export async function generalReportPage(db: Db, filters: GeneralReportFilters, limit: number, offset: number) {
  const sums = sql.raw(MONEY.map((m) => `sum(${m})::text`).join(', '));
  const parts = await rowsOf<GeneralReportRow & { part: 'row' | 'total'; ord: number; rows: number }>(
    db,
    sql`WITH ${namedRows(filters)},
         page AS (SELECT named.*, row_number() OVER (ORDER BY ${orderOf(filters)}) AS ord
                    FROM named ORDER BY ${orderOf(filters)} LIMIT ${limit} OFFSET ${offset})
        SELECT 'row' AS part, ord::int AS ord, ${ROW_COLUMNS}, 0 AS rows FROM page
        UNION ALL
        SELECT 'total', 0, NULL, NULL, NULL, NULL, currency, ${sums}, NULL, count(*)::int FROM named GROUP BY currency`,
  );
  const rows = parts.filter((part) => part.part === 'row').sort((a, b) => a.ord - b.ord);
  const totals = parts.filter((part) => part.part === 'total').sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    rows: rows.map(({ part: _part, ord: _ord, rows: _rows, ...row }) => row),
    total: totals.reduce((sum, entry) => sum + entry.rows, 0),
    totals: totals.map(
      ({ currency, sales, annulled, prizes, commission, participation, net, external_sales, external_prizes }) => ({
        currency,
        sales,
        annulled,
        prizes,
        commission,
        participation,
        net,
        external_sales,
        external_prizes,
      }),
    ),
  };
}

/** Every row of the filters in the report's order, through a cursor (the export). */
export function generalReportCursor(db: Db, filters: GeneralReportFilters): AsyncIterable<GeneralReportRow> {
  return cursorRows<GeneralReportRow>(
    db,
    sql`WITH ${namedRows(filters)} SELECT ${ROW_COLUMNS} FROM named ORDER BY ${orderOf(filters)}`,
  );
}

const ROLLUP_TABLES = {
  sales: 'sales_rollups',
  daily: 'daily_rollups',
  numbers: 'number_rollups',
  tickets: 'ticket_rollups',
} as const;

export type RollupSnapshot = Record<keyof typeof ROLLUP_TABLES, { rows: number; print: string }>;

/** How many rollup rows one banca has in a period, per table, and a fingerprint of their contents. */
export async function rollupSnapshot(db: Db, bancaId: number, from: string, to: string): Promise<RollupSnapshot> {
  const snapshot = {} as RollupSnapshot;
  for (const [name, table] of Object.entries(ROLLUP_TABLES) as [keyof RollupSnapshot, string][]) {
    const [row] = await rowsOf<{ rows: number; print: string }>(
      db,
      sql`SELECT count(*)::int AS rows, coalesce(sum(hashtextextended(r::text, 0)), 0)::text AS print
            FROM ${sql.raw(table)} r
           WHERE r.banca_id = ${bancaId} AND r.business_date BETWEEN ${from}::date AND ${to}::date`,
    );
    snapshot[name] = row!;
  }
  return snapshot;
}
