import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/** One fold of the sales rollups (ADR 042); false when another process was folding. */
export async function foldRollups(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ folded: boolean }>(db, sql`SELECT banca_fold_rollups() AS folded`);
  return row?.folded === true;
}

/** True once every ticket given out so far and every change to them is in the rollups. */
export async function rollupsCaughtUp(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ caught_up: boolean }>(
    db,
    sql`SELECT s.folded_ticket_id >= coalesce(pg_sequence_last_value('tickets_id_seq'), 0)
           AND NOT EXISTS (SELECT 1 FROM play_rollup_deltas)
           AND NOT EXISTS (SELECT 1 FROM ticket_rollup_deltas) AS caught_up
      FROM rollup_state s WHERE s.id = 1`,
  );
  return row?.caught_up === true;
}

/**
 * How far behind the fold is, for the metrics: the age of the oldest ticket not yet folded (0
 * when none waits) and the ticket ids given out past the fold's mark. Reads the fold's one row
 * and at most one ticket, by its primary key.
 */
export async function foldLag(db: Db): Promise<{ lagSeconds: number; ticketsBehind: number }> {
  const [row] = await rowsOf<{ lag_s: number; behind: number }>(
    db,
    sql`SELECT coalesce(extract(epoch FROM now() - (SELECT t.sold_at FROM tickets t WHERE t.id > s.folded_ticket_id
                                                     ORDER BY t.id LIMIT 1)), 0)::float8 AS lag_s,
               greatest(coalesce(pg_sequence_last_value('tickets_id_seq'), 0) - s.folded_ticket_id, 0)::float8 AS behind
          FROM rollup_state s WHERE s.id = 1`,
  );
  return { lagSeconds: Math.max(Number(row?.lag_s ?? 0), 0), ticketsBehind: Number(row?.behind ?? 0) };
}

/** Folds until the rollups hold everything committed before the call (a test's or a seed's wait). */
export async function foldUntilCaughtUp(db: Db, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    await foldRollups(db);
    if (await rollupsCaughtUp(db)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('Los acumulados de ventas no se pusieron al día');
}

/** Rebuilds one banca's rollups of a range of business dates, in the caller's transaction. */
export async function rebuildRollups(db: Db, bancaId: number, from: string, to: string): Promise<void> {
  await db.execute(sql`SELECT banca_rebuild_rollups(${bancaId}, ${from}::date, ${to}::date)`);
}
