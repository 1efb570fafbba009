import type { AccountEntriesSummary, AccountEntryLine, EntryKind, EntryOrigin } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { ENTRY_COLUMNS, ENTRY_JOINS, withIsoTimes } from './entry-repository';

/** Which of a partner's entries a statement shows; the balances always count every entry. */
export interface LineFilters {
  partnerId: number;
  from: string;
  to: string;
  accountId?: number | undefined;
  currency?: string | undefined;
  origin?: EntryOrigin | undefined;
  kind?: EntryKind | undefined;
  order: 'asc' | 'desc';
}

function whereOf(filters: LineFilters): SQL {
  const where = [sql`l.business_date >= ${filters.from}::date`];
  if (filters.accountId) where.push(sql`e.account_id = ${filters.accountId}`);
  if (filters.currency) where.push(sql`l.currency = ${filters.currency}`);
  if (filters.origin) where.push(sql`e.origin = ${filters.origin}`);
  if (filters.kind) where.push(sql`e.kind = ${filters.kind}`);
  return sql.join(where, sql` AND `);
}

/**
 * A partner's legs up to the period's end with the running balance per currency (date, then
 * entry), so every line carries the balance before and after it whatever the filters hide.
 */
const running = (filters: LineFilters) => sql`
  WITH l AS (
    SELECT entry_id, partner_id, business_date, currency, amount,
           sum(amount) OVER (PARTITION BY currency ORDER BY business_date, entry_id) AS balance
      FROM ledger_legs WHERE partner_id = ${filters.partnerId} AND business_date <= ${filters.to}::date)`;

/** A partner's statement: its lines of the period, with the page's rows and the count. */
export function lineQueries(db: Db, filters: LineFilters) {
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  return {
    rows: async (limit: number, offset: number): Promise<AccountEntryLine[]> =>
      (
        await rowsOf<AccountEntryLine>(
          db,
          sql`${running(filters)}
              SELECT ${ENTRY_COLUMNS}, l.partner_id, l.amount::text AS movement,
                     (l.balance - l.amount)::text AS previous_balance, l.balance::text AS balance
                FROM l JOIN ledger_entries e ON e.id = l.entry_id ${ENTRY_JOINS}
               WHERE ${whereOf(filters)}
               ORDER BY l.business_date ${direction}, l.entry_id ${direction} LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map(withIsoTimes),
    count: async () =>
      (
        await rowsOf<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ledger_legs l JOIN ledger_entries e ON e.id = l.entry_id
               WHERE l.partner_id = ${filters.partnerId} AND l.business_date <= ${filters.to}::date AND ${whereOf(filters)}`,
        )
      )[0]!.n,
  };
}

/** A partner's balance before the period, what came in and went out in it, and after it, per currency. */
export async function balanceSummary(
  db: Db,
  partnerId: number,
  from: string,
  to: string,
): Promise<AccountEntriesSummary['currencies']> {
  return rowsOf<AccountEntriesSummary['currencies'][number]>(
    db,
    sql`SELECT currency,
               coalesce(sum(amount) FILTER (WHERE business_date < ${from}::date), 0)::text AS previous_balance,
               coalesce(sum(amount) FILTER (WHERE business_date >= ${from}::date AND amount > 0), 0)::text AS credits,
               coalesce(sum(amount) FILTER (WHERE business_date >= ${from}::date AND amount < 0), 0)::text AS debits,
               sum(amount)::text AS balance,
               count(*) FILTER (WHERE business_date >= ${from}::date)::int AS entries
          FROM ledger_legs WHERE partner_id = ${partnerId} AND business_date <= ${to}::date
         GROUP BY currency ORDER BY currency`,
  );
}
