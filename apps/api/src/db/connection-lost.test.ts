import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, needsRealPostgres, type TestApp } from '../../test/build';
import { adminQuery } from '../../test/postgres';
import { rowsOf } from '../lib/raw-query';
import { openDatabase, type Database } from './client';

/**
 * PostgreSQL ends connections (a restart, a failover, pg_terminate_backend): the API must go on
 * with new ones, not end. The pool's 'error' event had no listener and took the process down.
 */
let t: TestApp;
let database: Database | null = null;

beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await database?.close();
  await t.close();
});

describe('a connection ended by PostgreSQL', () => {
  it('is replaced: the next query works and the process goes on', async (context) => {
    needsRealPostgres(t, context);
    const lost: string[] = [];
    database = await openDatabase({ url: t.databaseUrl, poolMax: 3, onConnectionLost: (error) => lost.push(error.message) });
    await Promise.all([1, 2, 3].map(() => database!.db.execute(sql`SELECT pg_sleep(0.05)`)));
    const name = new URL(t.databaseUrl!).pathname.slice(1);
    await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    // Each of the three idle connections hears its end on its own socket: wait for all three, or
    // the query below may go out on one whose end has not arrived yet.
    for (let i = 0; i < 250 && lost.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lost).toHaveLength(3);
    const [row] = await rowsOf<{ n: number }>(database.db, sql`SELECT 1 AS n`);
    expect(row?.n).toBe(1);
  });
});
