import path from 'node:path';
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
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; otherwise the embedded database. */
  url?: string | null;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  poolMax?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolMax ?? 20) : openEmbedded(options.dataDir);
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const where = new URL(url);
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL ${where.hostname}:${where.port || 5432}${where.pathname}`,
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openEmbedded(dataDir?: string): Promise<Database> {
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    description: dataDir ? `PGlite ${path.basename(dataDir)}` : 'PGlite en memoria',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
