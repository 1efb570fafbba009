import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Rows of a hand-written query, the same on PostgreSQL and the embedded database. Cast what
 * must stay exact in SQL (`::text` for bigint and date columns) so both drivers agree.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
