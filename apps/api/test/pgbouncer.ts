import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, type TestContext } from 'vitest';
import type { ApiProcess } from './api-process';
import { build, type TestApp } from './build';
import { freePort, TEST_PG_URL, viaPort } from './postgres';

/** Debian's PgBouncer, where the machine has it. */
const BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(
  (candidate) => spawnSync(candidate, ['--version']).status === 0,
);

/** Why the pooler cannot be started here, or null when it can. */
export const pgbouncerMissing = (): string | null =>
  BINARY ? null : 'PgBouncer no está instalado (apt-get install pgbouncer)';

/** PgBouncer in transaction mode in front of the tests' PostgreSQL. */
export interface Pooler {
  /** `url`'s database, reached through the pooler. */
  through(url: string): string;
  /** The `application_name` of every client connected to the pooler now (its SHOW CLIENTS). */
  clientNames(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer in transaction mode, every database of the tests' PostgreSQL behind it, trust
 * authentication as the server has; waits until it answers. As root it runs as `postgres` (it
 * refuses root).
 */
export async function startPgbouncer(): Promise<Pooler> {
  if (!BINARY) throw new Error(pgbouncerMissing()!);
  const server = new URL(TEST_PG_URL);
  const port = await freePort();
  const folder = mkdtempSync(path.join(tmpdir(), 'banca-pgbouncer-'));
  chmodSync(folder, 0o755);
  const users = path.join(folder, 'users.txt');
  writeFileSync(users, `"${decodeURIComponent(server.username || 'postgres')}" ""\n`);
  const ini = path.join(folder, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      'auth_type = trust',
      `admin_users = ${decodeURIComponent(server.username || 'postgres')}`,
      `auth_file = ${users}`,
      'default_pool_size = 10',
      'max_client_conn = 500',
      'server_check_delay = 0',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(BINARY, [...(asRoot ? ['-u', 'postgres'] : []), ini], { stdio: 'ignore' });
  const through = (url: string) => viaPort(url, port);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new pg.Client({ connectionString: through(TEST_PG_URL), connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`PgBouncer no respondió: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const clientNames = async () => {
    const admin = new pg.Client({ connectionString: new URL('/pgbouncer', through(TEST_PG_URL)).toString() });
    await admin.connect();
    try {
      return (await admin.query<{ application_name: string }>('SHOW CLIENTS')).rows.map((row) => row.application_name);
    } finally {
      await admin.end();
    }
  };
  return {
    through,
    clientNames,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => (rmSync(folder, { recursive: true, force: true }), resolve());
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * For a test file: the test app and PgBouncer in front of its database, started before the file's
 * tests and stopped after them with the API processes a test started (`processes`).
 * `needsPooler(context)` answers the pooler, or skips the test saying why where it cannot run.
 */
export function withPooler() {
  const state: { app: TestApp | null; pooler: Pooler | null; why: string | null } = {
    app: null,
    pooler: null,
    why: null,
  };
  const processes: ApiProcess[] = [];
  beforeAll(async () => {
    state.app = await build();
    state.why = !state.app.databaseUrl ? 'necesita PostgreSQL real' : pgbouncerMissing();
    if (!state.why) state.pooler = await startPgbouncer();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((one) => one.stop()));
    await state.pooler?.stop();
    await state.app?.close();
  });
  return {
    app: () => state.app!,
    processes,
    needsPooler(context: TestContext): Pooler {
      if (!state.pooler) {
        console.warn(`[omitida] «${context.task.name}»: ${state.why}.`);
        context.skip();
      }
      return state.pooler!;
    },
  };
}
