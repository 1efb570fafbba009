import {
  EXTERNAL_SYSTEMS,
  type Currency,
  type ExternalSale,
  type ListExternalReportsQuery,
  type PartnerKind,
} from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalSales, type NewExternalSaleRow } from '../../db/schema';
import { cursorRows } from '../../lib/file-answer';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

export interface ExternalReportFilters {
  readonly from: string;
  readonly to: string;
  /** The caller's subtree, or the partner asked for (already known to lie inside it). */
  readonly within: Scope;
  readonly externalSystem?: string | undefined;
  readonly currency?: Currency | undefined;
  readonly sort?: ListExternalReportsQuery['sort'];
  readonly order?: 'asc' | 'desc' | undefined;
}

const SYSTEM_NAMES = new Map<string, string>(EXTERNAL_SYSTEMS.map((system) => [system.code, system.name]));

function whereOf(filters: ExternalReportFilters): SQL {
  const where = [
    sql`e.business_date BETWEEN ${filters.from}::date AND ${filters.to}::date`,
    sql`p.path LIKE ${subtreePattern(filters.within)}`,
  ];
  if (filters.externalSystem) where.push(sql`e.external_system = ${filters.externalSystem}`);
  if (filters.currency) where.push(sql`e.currency = ${filters.currency}`);
  return sql.join(where, sql` AND `);
}

const SORTABLE: Record<NonNullable<ExternalReportFilters['sort']>, SQL> = {
  business_date: sql`e.business_date`,
  partner_name: sql`p.name`,
  external_system: sql`e.external_system`,
  sales: sql`e.sales`,
  prizes: sql`e.prizes`,
  net: sql`(e.sales - e.prizes - e.commission)`,
  imported_at: sql`e.imported_at`,
};

function orderOf(filters: ExternalReportFilters): SQL {
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  if (!filters.sort) return sql`e.business_date DESC, p.name, e.external_system, e.currency`;
  return sql`${SORTABLE[filters.sort]} ${direction}, e.id ${direction}`;
}

interface Row extends Omit<ExternalSale, 'external_system_name' | 'imported_at'> {
  imported_at: Date | string;
}

const toSale = (row: Row): ExternalSale => ({
  ...row,
  external_system_name: SYSTEM_NAMES.get(row.external_system) ?? row.external_system,
  imported_at: new Date(row.imported_at).toISOString(),
});

const SELECT = sql`
  SELECT e.id, e.business_date::text AS business_date, p.id AS partner_id, p.code AS partner_code, p.name AS partner_name,
         e.external_system, e.currency, e.sales::text AS sales, e.prizes::text AS prizes,
         e.commission::text AS commission, (e.sales - e.prizes - e.commission)::text AS net, e.tickets, e.details,
         u.name AS imported_by, e.imported_at
    FROM external_sales e JOIN partners p ON p.id = e.partner_id JOIN users u ON u.id = e.imported_by`;

/** One page of imported figures, and their count and totals per currency over every row of the filters. */
export async function externalReportPage(db: Db, filters: ExternalReportFilters, limit: number, offset: number) {
  const where = whereOf(filters);
  const [rows, totals] = await Promise.all([
    rowsOf<Row>(db, sql`${SELECT} WHERE ${where} ORDER BY ${orderOf(filters)} LIMIT ${limit} OFFSET ${offset}`),
    rowsOf<{
      currency: Currency;
      sales: string;
      prizes: string;
      commission: string;
      net: string;
      tickets: number;
      rows: number;
    }>(
      db,
      sql`SELECT e.currency, sum(e.sales)::text AS sales, sum(e.prizes)::text AS prizes,
                 sum(e.commission)::text AS commission, sum(e.sales - e.prizes - e.commission)::text AS net,
                 coalesce(sum(e.tickets), 0)::int AS tickets, count(*)::int AS rows
            FROM external_sales e JOIN partners p ON p.id = e.partner_id
           WHERE ${where} GROUP BY e.currency ORDER BY e.currency`,
    ),
  ]);
  return {
    rows: rows.map(toSale),
    total: totals.reduce((sum, entry) => sum + entry.rows, 0),
    totals: totals.map(({ rows: _rows, ...entry }) => entry),
  };
}

/** Every imported figure of the filters, through a cursor (the export). */
export async function* externalReportCursor(db: Db, filters: ExternalReportFilters): AsyncGenerator<ExternalSale> {
  for await (const row of cursorRows<Row>(db, sql`${SELECT} WHERE ${whereOf(filters)} ORDER BY ${orderOf(filters)}`)) {
    yield toSale(row);
  }
}

export interface ImportPartner {
  id: number;
  code: string;
  kind: PartnerKind;
  currency: Currency;
}

/** The partners of the caller's subtree with these codes (any case), by lower-case code. */
export async function partnersByCodes(
  db: Db,
  scope: Scope,
  codes: readonly string[],
): Promise<Map<string, ImportPartner>> {
  const lower = [...new Set(codes.map((code) => code.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await rowsOf<ImportPartner>(
    db,
    sql`SELECT id, code, kind, currency FROM partners
         WHERE lower(code) IN (${sql.join(
           lower.map((code) => sql`${code}`),
           sql`, `,
         )})
           AND path LIKE ${subtreePattern(scope)}`,
  );
  return new Map(rows.map((row) => [row.code.toLowerCase(), row]));
}

/** The figures an import is about to replace (their keys already imported), as they are. */
export async function importedAlready(db: Db, rows: readonly NewExternalSaleRow[]) {
  if (rows.length === 0) return [];
  const keys = sql.join(
    rows.map(
      (row) =>
        sql`(${row.businessDate}::date, ${row.partnerId}::int, ${row.externalSystem}::text, ${row.currency}::text)`,
    ),
    sql`, `,
  );
  return rowsOf<{
    business_date: string;
    partner_id: number;
    currency: string;
    sales: string;
    prizes: string;
    commission: string;
    tickets: number | null;
  }>(
    db,
    sql`SELECT e.business_date::text AS business_date, e.partner_id, e.currency, e.sales::text AS sales,
               e.prizes::text AS prizes, e.commission::text AS commission, e.tickets
          FROM external_sales e
         WHERE (e.business_date, e.partner_id, e.external_system, e.currency) IN (${keys})
         ORDER BY 1, 2, 3`,
  );
}

/** Writes the figures: a key imported before is replaced (figures, details, who and when). */
export async function upsertExternalSales(db: Db, rows: readonly NewExternalSaleRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(externalSales)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [
          externalSales.businessDate,
          externalSales.partnerId,
          externalSales.externalSystem,
          externalSales.currency,
        ],
        set: {
          sales: sql`excluded.sales`,
          prizes: sql`excluded.prizes`,
          commission: sql`excluded.commission`,
          tickets: sql`excluded.tickets`,
          details: sql`excluded.details`,
          importedBy: sql`excluded.imported_by`,
          importedAt: sql`now()`,
        },
      });
  }
}
