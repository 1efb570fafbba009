import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from './raw-query';

/**
 * The database's clock, the one every stored instant is compared with. Inside a transaction it
 * is the transaction's start (PostgreSQL's `now()`), the same for every statement of it.
 */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await rowsOf<{ ms: number | string }>(db, sql`SELECT (extract(epoch FROM now()) * 1000)::float8 AS ms`);
  return new Date(Number(row!.ms));
}
