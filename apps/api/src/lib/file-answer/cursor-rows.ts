import { MAX_PER_PAGE } from '@banca/contracts';
import type { PGlite } from '@electric-sql/pglite';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../db/client';

const dialect = new PgDialect();

/**
 * The `application_name` a file's read-only transaction shows in `pg_stat_activity` while it is
 * open (the connection's own name comes back when it ends): whoever waits for the transactions in
 * course, such as a draw's seal waiting for the sales in flight, can pass over a long export.
 */
export const FILE_READING_APPLICATION = 'banca-lectura-de-archivo';

/** Runs statements on the one connection that holds the cursor's transaction. */
type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Cursor names on the embedded database's one session, where several may be open at once. */
let heldCursors = 0;

/**
 * The rows of a query through a server-side cursor (`DECLARE … CURSOR` + `FETCH n`), one
 * consistent snapshot, `batchSize` rows in memory at a time. Stopping early (break, an error, the
 * caller going away) closes the cursor.
 * - node-postgres: inside a read-only REPEATABLE READ transaction on one pool connection, held
 *   while the rows are read, named `FILE_READING_APPLICATION` meanwhile.
 * - PGlite: its one connection is shared by every request, so no transaction is held between
 *   fetches: the cursor is declared `WITH HOLD` (PostgreSQL keeps its result when the declaring
 *   statement commits) and each FETCH takes the connection briefly. The result then lives in the
 *   embedded database until the cursor closes.
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
  const fetchAll = async (run: Run, cursor: string, emit: (rows: readonly Row[]) => Promise<void>) => {
    for (;;) {
      const rows = (await run(`FETCH ${batchSize} FROM ${cursor}`)) as Row[];
      if (rows.length) await emit(rows);
      if (rows.length < batchSize) return;
    }
  };
  return fromBatches<Row>(async (emit) => {
    if (isPool(client)) {
      await inPoolTransaction(client, async (run) => {
        await run('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        await run(`SET LOCAL application_name = '${FILE_READING_APPLICATION}'`);
        await run(`DECLARE file_rows NO SCROLL CURSOR FOR ${text}`, params);
        await fetchAll(run, 'file_rows', emit);
      });
      return;
    }
    const cursor = `file_rows_${++heldCursors}`;
    const run: Run = async (sql, values) => (await client.query<Record<string, unknown>>(sql, values)).rows;
    await run(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${text}`, params);
    try {
      await fetchAll(run, cursor, emit);
    } finally {
      await run(`CLOSE ${cursor}`).catch(() => undefined);
    }
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
 * The rows of a list through its own page query (`rows(limit, offset)` of its repository), page
 * after page: the same scope, filters and order as the screen (outsiders stay out by
 * construction), `pageSize` rows in memory at a time. For lists whose query is only written as a
 * page; a report's query uses `cursorRows`.
 */
export async function* pageRows<Row>(
  rows: (limit: number, offset: number) => Promise<readonly Row[]>,
  pageSize = MAX_PER_PAGE,
): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await rows(pageSize, offset);
    yield* page;
    if (page.length < pageSize) return;
  }
}

/** `pageRows` through a list's page use case, given its filters with each page's paging. */
export function listRows<F extends object, Row>(
  filters: F,
  page: (query: F & { page: number; per_page: number }) => Promise<{ readonly data: readonly Row[] }>,
  pageSize = MAX_PER_PAGE,
): AsyncGenerator<Row> {
  return pageRows(
    async (limit, offset) => (await page({ ...filters, page: offset / limit + 1, per_page: limit })).data,
    pageSize,
  );
}
