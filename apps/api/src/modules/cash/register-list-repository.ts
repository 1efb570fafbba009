import type { CashRegisterPage, CashRegisterStateSummary, CashRegisterStatus, Currency } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import {
  REGISTER_COLUMNS,
  REGISTER_EXPECTED_AND_COUNTED,
  REGISTER_FROM,
  toRegister,
  type RawRegister,
  type RegisterRow,
} from './register-repository';

/** The registers of the caller's subtree as a list: its page, its count and its totals per currency. */

export interface RegisterFilters {
  fromDate: string;
  toDate: string;
  partnerPath: string | null;
  status?: CashRegisterStatus | undefined;
  currency?: Currency | undefined;
}

const ORDER: Record<string, SQL> = {
  business_date: sql`r.business_date`,
  taquilla_name: sql`tq.name`,
  status: sql`r.status`,
};

function filterSql(scope: Scope, filters: RegisterFilters): SQL {
  return sql`tq.path LIKE ${subtreePattern(scope)}
    ${filters.partnerPath ? sql`AND tq.path LIKE ${filters.partnerPath + '%'}` : sql``}
    AND r.business_date BETWEEN ${filters.fromDate}::date AND ${filters.toDate}::date
    ${filters.status ? sql`AND r.status = ${filters.status}` : sql``}
    ${filters.currency ? sql`AND r.currency = ${filters.currency}` : sql``}`;
}

export async function listRegisters(
  db: Db,
  scope: Scope,
  filters: RegisterFilters,
  page: { sort?: string | undefined; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<RegisterRow[]> {
  const direction = page.order === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await rowsOf<RawRegister>(
    db,
    sql`SELECT ${REGISTER_COLUMNS} FROM ${REGISTER_FROM} WHERE ${filterSql(scope, filters)}
         ORDER BY ${ORDER[page.sort ?? 'business_date'] ?? ORDER.business_date} ${direction}, r.id
         LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map(toRegister);
}

export async function countRegisters(db: Db, scope: Scope, filters: RegisterFilters): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${REGISTER_FROM} WHERE ${filterSql(scope, filters)}`,
  );
  return row?.n ?? 0;
}

/** Totals per currency (and state, if asked) over every register of the filters; the difference adds only counted registers. */
export async function registerTotals(
  db: Db,
  scope: Scope,
  filters: RegisterFilters,
): Promise<CashRegisterPage['totals']>;
export async function registerTotals(
  db: Db,
  scope: Scope,
  filters: RegisterFilters,
  byState: true,
): Promise<CashRegisterStateSummary[]>;
export async function registerTotals(db: Db, scope: Scope, filters: RegisterFilters, byState = false) {
  const state = byState ? sql`, status` : sql``;
  return rowsOf(
    db,
    sql`WITH r AS (SELECT r.id, r.currency, r.status, r.opening_fund FROM ${REGISTER_FROM} WHERE ${filterSql(scope, filters)}),
        e AS (
          SELECT r.currency, r.status,
                 ${REGISTER_EXPECTED_AND_COUNTED}
            FROM r)
        SELECT currency${state}, count(*)::int AS registers, sum(expected)::text AS expected, coalesce(sum(counted), 0)::text AS counted,
               coalesce(sum(counted - expected), 0)::text AS difference
          FROM e GROUP BY currency${state} ORDER BY currency${state}`,
  );
}
