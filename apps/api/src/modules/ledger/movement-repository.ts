import type { AccountEntry, MovementReportPage } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { ENTRY_COLUMNS, ENTRY_JOINS, partyIn, withIsoTimes } from './entry-repository';
import type { LineFilters } from './lines-repository';

/** The movement report's filters: entries with a party in the subtree of `pattern`. */
export type MovementFilters = Omit<LineFilters, 'partnerId' | 'order'> & {
  pattern: string;
  sort: 'business_date' | 'amount';
  order: 'asc' | 'desc';
};

function whereOf(filters: MovementFilters): SQL {
  const where = [sql`e.business_date BETWEEN ${filters.from}::date AND ${filters.to}::date`, partyIn(filters.pattern)];
  if (filters.accountId) where.push(sql`e.account_id = ${filters.accountId}`);
  if (filters.currency) where.push(sql`e.currency = ${filters.currency}`);
  if (filters.origin) where.push(sql`e.origin = ${filters.origin}`);
  if (filters.kind) where.push(sql`e.kind = ${filters.kind}`);
  return sql.join(where, sql` AND `);
}

const FROM = sql`FROM ledger_entries e ${ENTRY_JOINS}`;

export function movementQueries(db: Db, filters: MovementFilters) {
  const where = whereOf(filters);
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  const sort = filters.sort === 'amount' ? sql`e.amount` : sql`e.business_date`;
  return {
    rows: async (limit: number, offset: number): Promise<AccountEntry[]> =>
      (
        await rowsOf<AccountEntry>(
          db,
          sql`SELECT ${ENTRY_COLUMNS} ${FROM} WHERE ${where}
               ORDER BY ${sort} ${direction}, e.id ${direction} LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map(withIsoTimes),
    count: async () => (await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n ${FROM} WHERE ${where}`))[0]!.n,
    totals: async (): Promise<MovementReportPage['totals']> =>
      rowsOf(
        db,
        sql`SELECT e.currency, count(*)::int AS entries, sum(e.amount)::text AS amount ${FROM} WHERE ${where}
             GROUP BY e.currency ORDER BY e.currency`,
      ),
  };
}
