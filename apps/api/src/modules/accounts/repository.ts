import type { Account, ListAccountsQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/like-pattern';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

interface AccountRow {
  id: number;
  code: string;
  name: string;
  description: string;
  active: boolean;
  partner_id: number | null;
  partner_name: string | null;
  editable: boolean;
  created_at: string;
}

const toAccount = (row: AccountRow): Account => ({ ...row, created_at: new Date(row.created_at).toISOString() });

/**
 * The accounts a caller may book to and read: the system's, those of its chain above it, and those
 * of its subtree. It may change only those of its subtree.
 */
const visible = (scope: Scope): SQL =>
  sql`(a.partner_id IS NULL OR ${scope.path} LIKE p.path || '%' OR p.path LIKE ${subtreePattern(scope)})`;

const SELECT = (scope: Scope) => sql`
  SELECT a.id, a.code, a.name, a.description, a.active, a.partner_id, p.name AS partner_name,
         coalesce(p.path LIKE ${subtreePattern(scope)}, false) AS editable, a.created_at::text AS created_at
    FROM accounts a LEFT JOIN partners p ON p.id = a.partner_id`;

const SORT: Record<string, SQL> = { code: sql`lower(a.code)`, name: sql`lower(a.name)`, created_at: sql`a.created_at` };

function filtersOf(scope: Scope, query: ListAccountsQuery): SQL {
  const where = [visible(scope)];
  if (query.search)
    where.push(sql`(a.code ILIKE ${containsPattern(query.search)} OR a.name ILIKE ${containsPattern(query.search)})`);
  if (query.active) where.push(sql`a.active = ${query.active === 'true'}`);
  return sql.join(where, sql` AND `);
}

/** The list's rows and count, one scoped query each. */
export function accountQueries(db: Db, scope: Scope, query: ListAccountsQuery) {
  const where = filtersOf(scope, query);
  const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  return {
    rows: async (limit: number, offset: number) =>
      (
        await rowsOf<AccountRow>(
          db,
          sql`${SELECT(scope)} WHERE ${where}
              ORDER BY ${SORT[query.sort ?? 'code']} ${direction}, a.id LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map(toAccount),
    count: async () =>
      (
        await rowsOf<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM accounts a LEFT JOIN partners p ON p.id = a.partner_id WHERE ${where}`,
        )
      )[0]!.n,
  };
}

/** An account the caller may read (book to), or null. */
export async function findVisibleAccount(db: Db, scope: Scope, id: number): Promise<Account | null> {
  const [row] = await rowsOf<AccountRow>(db, sql`${SELECT(scope)} WHERE a.id = ${id} AND ${visible(scope)}`);
  return row ? toAccount(row) : null;
}

/** An account of the caller's subtree, locked for a change, or null. */
export async function lockEditableAccount(db: Db, scope: Scope, id: number): Promise<Account | null> {
  const [row] = await rowsOf<AccountRow>(
    db,
    sql`${SELECT(scope)} WHERE a.id = ${id} AND p.path LIKE ${subtreePattern(scope)} FOR UPDATE OF a`,
  );
  return row ? toAccount(row) : null;
}

export interface AccountValues {
  code: string;
  name: string;
  description: string;
  active: boolean;
}

export async function insertAccount(db: Db, partnerId: number, values: AccountValues): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO accounts (partner_id, code, name, description, active)
        VALUES (${partnerId}, ${values.code}, ${values.name}, ${values.description}, ${values.active}) RETURNING id`,
  );
  return row!.id;
}

export async function updateAccountRow(db: Db, id: number, values: AccountValues): Promise<void> {
  await db.execute(sql`UPDATE accounts SET code = ${values.code}, name = ${values.name},
    description = ${values.description}, active = ${values.active}, updated_at = now() WHERE id = ${id}`);
}

/** Whether an entry or a payment names the account. */
export async function accountInUse(db: Db, id: number): Promise<boolean> {
  const [row] = await rowsOf<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE account_id = ${id})
            OR EXISTS (SELECT 1 FROM payments WHERE account_id = ${id}) AS used`,
  );
  return row!.used;
}

export async function deleteAccountRow(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM accounts WHERE id = ${id}`);
}
