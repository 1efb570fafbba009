import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Rows of a hand-written query, the same on PostgreSQL and the embedded database. Cast what
 * must stay exact in SQL (`::text` for bigint and date columns) so both drivers agree.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A literal `int[]` for hand-written queries (`= ANY (${intArray(ids)})`); empty arrays work too. */
export function intArray(ids: readonly number[]): SQL {
  return ids.length ? sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]` : sql`'{}'::int[]`;
}
