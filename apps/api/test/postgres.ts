import { createServer } from 'node:net';
import pg from 'pg';

/** The machine's PostgreSQL used by the tests when it answers (trust auth, database `test`). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(url = TEST_PG_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs statements on the admin database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(sql: string, url = TEST_PG_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string, url = TEST_PG_URL): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Waits (up to `timeoutMs`) until no session is connected to the database. */
export async function waitForNoConnections(database: string, timeoutMs = 2_000, url = TEST_PG_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      if ((rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

/** `url` with its host and port replaced by a server on this machine's `port` (a pooler in front). */
export function viaPort(url: string, port: number): string {
  const target = new URL(url);
  target.hostname = '127.0.0.1';
  target.port = String(port);
  return target.toString();
}

/** A TCP port nobody listens on right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
