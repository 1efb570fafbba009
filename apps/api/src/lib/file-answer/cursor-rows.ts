import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../db/client';

const dialect = new PgDialect();

/** Runs statements on the one connection that holds the cursor's transaction. */
type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The rows of a query through a server-side cursor (`DECLARE … CURSOR` + `FETCH n`) inside a
 * read-only REPEATABLE READ transaction: one consistent snapshot, `batchSize` rows in memory at a
 * time, on node-postgres (one pool connection, held while the rows are read) and on PGlite (its
 * one connection, held likewise). Stopping early (break, an error, the caller going away) closes
 * the cursor and ends the transaction.
 *
 * Rows come as the driver gives them, keyed by column name: alias every column (`AS name`) and
 * cast what must stay exact (`::text` for numeric).
 */
export function cursorRows<Row = Record<string, unknown>>(
  db: Db,
  query: SQLWrapper,
  batchSize = 1000,
): AsyncGenerator<Row> {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  return fromBatches<Row>(async (emit) => {
    const read = async (run: Run) => {
      await run('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await run(`DECLARE file_rows NO SCROLL CURSOR FOR ${text}`, params);
      for (;;) {
        const rows = (await run(`FETCH ${batchSize} FROM file_rows`)) as Row[];
        if (rows.length) await emit(rows);
        if (rows.length < batchSize) return;
      }
    };
    if (isPool(client)) await inPoolTransaction(client, read);
    else
      await client.transaction((tx: Transaction) =>
        read(async (sql, values) => (await tx.query<Record<string, unknown>>(sql, values)).rows),
      );
  });
}

function isPool(client: pg.Pool | PGlite): client is pg.Pool {
  return typeof (client as pg.Pool).connect === 'function' && typeof (client as PGlite).transaction !== 'function';
}

async function inPoolTransaction(pool: pg.Pool, work: (run: Run) => Promise<void>): Promise<void> {
  const connection = await pool.connect();
  let failure: Error | undefined;
  try {
    await connection.query('BEGIN');
    await work(async (text, params) => (await connection.query(text, params)).rows);
    await connection.query('COMMIT');
  } catch (error) {
    failure = error as Error;
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A connection whose rollback failed is dropped rather than handed to the next request.
    connection.release(failure && !(failure instanceof Stopped) ? failure : undefined);
  }
}

/** Thrown into the producer when the reader stops early: ends its transaction, is not an error. */
class Stopped extends Error {}

/**
 * An async generator over batches that a callback produces inside its own scope (a transaction):
 * the producer waits for each batch to be read before fetching the next, and is stopped (its
 * `emit` throws) when the reader returns early.
 */
export async function* fromBatches<Row>(
  produce: (emit: (rows: readonly Row[]) => Promise<void>) => Promise<void>,
): AsyncGenerator<Row> {
  interface Batch {
    readonly rows: readonly Row[];
    readonly resume: (stop: boolean) => void;
  }
  let ready: Batch | null = null;
  let wake: (() => void) | null = null;
  let stopped = false;
  let done = false;
  let failure: unknown = null;
  const emit = async (rows: readonly Row[]) => {
    const stop =
      stopped ||
      (await new Promise<boolean>((resume) => {
        ready = { rows, resume };
        wake?.();
      }));
    if (stop) throw new Stopped();
  };
  const producing = produce(emit)
    .catch((error: unknown) => {
      if (!(error instanceof Stopped)) failure = error;
    })
    .finally(() => {
      done = true;
      wake?.();
    });
  let held: Batch | null = null;
  try {
    for (;;) {
      if (!ready && !done) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      held = ready as Batch | null;
      if (held) {
        ready = null;
        yield* held.rows;
        const read: Batch = held;
        held = null;
        read.resume(false);
        continue;
      }
      if (failure) throw failure;
      return;
    }
  } finally {
    stopped = true;
    ((held ?? ready) as Batch | null)?.resume(true);
    await producing;
  }
}

/**
 * The rows of a list through its own page function, page after page (for lists whose query is
 * only written as a page): the same scope and order as the screen, `pageSize` rows at a time.
 */
export async function* pagedRows<Row>(
  page: (page: number, perPage: number) => Promise<readonly Row[]>,
  pageSize = 500,
): AsyncGenerator<Row> {
  for (let n = 1; ; n++) {
    const rows = await page(n, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}
