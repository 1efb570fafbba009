import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/**
 * Folds the pending rollup deltas (db/sql/banca_fold_rollups.sql). With `wait` it waits for a
 * fold or rebuild of another process to finish; without, it answers null at once when one runs.
 * Answers how many deltas it folded.
 */
export async function foldRollups(db: Db, wait = false): Promise<number | null> {
  const [row] = await rowsOf<{ folded: number | null }>(db, sql`SELECT banca_fold_rollups(${wait}) AS folded`);
  return row?.folded ?? null;
}

/** Rebuilds a banca's rollups of a range of business dates from its tickets (db/sql/banca_rebuild_rollups.sql). */
export async function rebuildRollups(db: Db, bancaId: number, from: string, to: string): Promise<void> {
  await db.execute(sql`SELECT banca_rebuild_rollups(${bancaId}, ${from}::date, ${to}::date)`);
}

export interface RollupRowCounts {
  sales_rows: number;
  number_rows: number;
  ticket_rows: number;
}

/** How many rollup rows a banca has in a range of business dates. */
export async function rollupRowCounts(db: Db, bancaId: number, from: string, to: string): Promise<RollupRowCounts> {
  const range = sql`banca_id = ${bancaId} AND business_date BETWEEN ${from}::date AND ${to}::date`;
  const [row] = await rowsOf<RollupRowCounts>(
    db,
    sql`SELECT (SELECT count(*)::int FROM sales_rollups WHERE ${range}) AS sales_rows,
               (SELECT count(*)::int FROM number_rollups WHERE ${range}) AS number_rows,
               (SELECT count(*)::int FROM ticket_rollups WHERE ${range}) AS ticket_rows`,
  );
  return row!;
}
