import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { applySqlFiles, readSqlFiles, type InSqlTransaction, type SqlFile } from './sql/apply-sql-files';

export type Schema = typeof schema;
/** The one database type every repository takes: a connection or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// int8 and numeric arrive as strings; the schema maps bigint columns to bigint itself.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export interface Database {
  readonly db: Db;
  readonly kind: 'postgres' | 'embedded';
  /** Where it is, without credentials, for logs and /ready. */
  readonly description: string;
  /**
   * The schema migrations, then the live SQL files (ADR 035; the manifest's by default). Answers
   * the names of the SQL files applied: none when nothing changed.
   */
  migrate(sqlFiles?: readonly SqlFile[]): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pool's figures and waits for the metrics; absent on the embedded database (one connection, no pool). */
  readonly pool?: PoolWatch;
  /**
   * A pool of its own on the same database, of `max` connections named `applicationName`, for work
   * that must never queue behind the shared pool's (the sale writers'); absent on the embedded
   * database, which has one connection.
   */
  sibling?(applicationName: string, max: number): Promise<Database>;
}

/** What the metrics read of a PostgreSQL pool. */
export interface PoolWatch {
  figures(): { max: number; total: number; idle: number; waiting: number };
  /** Tells `listener` how long (seconds) each checkout of a connection took; answers how to stop. */
  onCheckout(listener: (seconds: number) => void): () => void;
}

export interface DatabaseOptions {
  /** A postgres:// URL; otherwise the embedded database. */
  url?: string | null;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  poolMax?: number;
  /** The connections' `application_name` on PostgreSQL (pg_stat_activity); the driver's default when omitted. */
  applicationName?: string;
  /** Told when PostgreSQL ends an idle connection (a restart, a failover, a terminated backend). */
  onConnectionLost?: (error: Error) => void;
}

/**
 * Held for the whole migration, so that API processes starting together migrate one at a time: a
 * transaction's lock, held open on a connection of its own while the migration runs on others. A
 * session lock would be lost behind a pooler in transaction mode, which may hand the unlock to
 * another server connection than the lock.
 */
const MIGRATION_LOCK = `BEGIN; SELECT pg_advisory_xact_lock(hashtextextended('banca.migrations', 0))`;
const MIGRATION_UNLOCK = 'COMMIT';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolMax ?? 20, options.onConnectionLost, options.applicationName)
    : openEmbedded(options.dataDir);
}

async function openPostgres(
  url: string,
  poolMax: number,
  onConnectionLost?: (error: Error) => void,
  applicationName?: string,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    ...(applicationName && { application_name: applicationName }),
  });
  // An idle connection that PostgreSQL ends is dropped from the pool, and the next query opens a
  // new one; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => onConnectionLost?.(error));
  const checkoutListeners = watchCheckouts(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const where = new URL(url);
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL ${where.hostname}:${where.port || 5432}${where.pathname}`,
    migrate: async (sqlFiles = readSqlFiles()) => {
      // Drizzle reads which migrations ran outside its transaction: two processes starting at once
      // would both run a pending one. A lock on a connection of its own orders them.
      const lock = await pool.connect();
      try {
        await lock.query(MIGRATION_LOCK);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        return await applySqlFiles(poolTransaction(pool), sqlFiles);
      } finally {
        await lock.query(MIGRATION_UNLOCK).catch(() => undefined);
        lock.release();
      }
    },
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
    sibling: (name, max) => openPostgres(url, max, onConnectionLost, name),
    pool: {
      figures: () => ({ max: poolMax, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onCheckout: (listener) => {
        checkoutListeners.add(listener);
        return () => checkoutListeners.delete(listener);
      },
    },
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Times every checkout of a connection, for the metrics: every query and transaction takes its
 * connection through `connect` (pg-pool's own `query` too). An idle connection is handed out
 * within a millisecond, a new one in a few; a checkout that waits for a busy one takes longer.
 * Without a listener nothing is timed.
 */
function watchCheckouts(pool: pg.Pool): Set<(seconds: number) => void> {
  const listeners = new Set<(seconds: number) => void>();
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) => {
    if (listeners.size === 0) return connect(callback);
    const startedAt = performance.now();
    const tell = () => {
      const seconds = (performance.now() - startedAt) / 1000;
      for (const listener of listeners) listener(seconds);
    };
    if (callback)
      return connect((error, client, done) => {
        tell();
        callback(error, client, done);
      });
    return connect()!.finally(tell);
  }) as typeof pool.connect;
  return listeners;
}

async function openEmbedded(dataDir?: string): Promise<Database> {
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    description: dataDir ? `PGlite ${path.basename(dataDir)}` : 'PGlite en memoria',
    migrate: async (sqlFiles = readSqlFiles()) => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      return applySqlFiles(pgliteTransaction(client), sqlFiles);
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

function poolTransaction(pool: pg.Pool): InSqlTransaction {
  return async (work) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work({
        // Without parameters node-postgres sends the simple protocol, which runs a script of several statements.
        exec: async (script) => void (await client.query(script)),
        rows: async <T>(query: string, params?: unknown[]) => (await client.query(query, params)).rows as T[],
      });
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}

function pgliteTransaction(client: PGlite): InSqlTransaction {
  return (work) =>
    client.transaction((tx) =>
      work({
        exec: async (script) => void (await tx.exec(script)),
        rows: async <T>(query: string, params?: unknown[]) => (await tx.query<T>(query, params)).rows,
      }),
    );
}
