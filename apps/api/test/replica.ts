import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../src/build-server';
import type { Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { seedDemo } from '../src/db/seed/demo';
import { testConfig } from './build';
import { freePort } from './postgres';

/** Debian's PostgreSQL binaries (initdb, pg_ctl, pg_basebackup), the newest installed; PG_BINDIR names others. */
const BINDIR = [
  process.env.PG_BINDIR,
  ...(existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : []),
].find((folder) => folder && existsSync(path.join(folder, 'pg_basebackup')) && existsSync(path.join(folder, 'initdb')));

/** As root the servers run as `postgres` (PostgreSQL refuses root). */
const AS_ROOT = process.getuid?.() === 0;
const POSTGRES_IDS = AS_ROOT ? idsOf('postgres') : null;

function idsOf(user: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
}

/** Why a primary and its replica cannot be started here, or null when they can. */
export function replicaMissing(): string | null {
  if (!BINDIR) return 'no están los programas de PostgreSQL (initdb, pg_basebackup: apt-get install postgresql)';
  if (AS_ROOT && !POSTGRES_IDS) return 'se ejecuta como root y no existe el usuario postgres';
  return null;
}

/** A PostgreSQL primary and a streaming replica of it, each a cluster of its own in a temporary folder. */
export interface ReplicaPair {
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  /** Stops replaying on the replica (it keeps receiving): its data stops at that moment. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary wrote so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stopReplica(): void;
  stop(): void;
}

function run(program: string, args: string[]): void {
  const binary = path.join(BINDIR!, program);
  const [command, argv] = AS_ROOT ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${program} falló: ${result.stderr || result.stdout || result.error}`);
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * initdb a primary, start it on a free port, copy it with `pg_basebackup -R` (the replica's
 * settings written by pg_basebackup itself, as in production), start the replica on another port
 * and wait until it streams. Throws when that cannot be done here (see `replicaMissing`).
 */
export async function startReplicaPair(): Promise<ReplicaPair> {
  const why = replicaMissing();
  if (why) throw new Error(why);
  const folder = mkdtempSync(path.join(tmpdir(), 'banca-replica-'));
  if (POSTGRES_IDS) chownSync(folder, POSTGRES_IDS.uid, POSTGRES_IDS.gid);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = path.join(folder, 'primary');
  const replica = path.join(folder, 'replica');
  const options = (port: number) =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c fsync=off -c full_page_writes=off`;
  const start = (data: string, port: number) =>
    run('pg_ctl', ['-D', data, '-o', options(port), '-l', `${data}.log`, '-w', '-t', '30', 'start']);
  const url = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const stopCluster = (data: string) => {
    if (existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  const stop = () => {
    for (const data of [replica, primary]) stopCluster(data);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    start(primary, primaryPort);
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R']);
    start(replica, replicaPort);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await query<{ status: string }>(
        url(replicaPort, 'postgres'),
        'SELECT status FROM pg_stat_wal_receiver',
      );
      if (rows[0]?.status === 'streaming') break;
      if (Date.now() > deadline) throw new Error(`La réplica no transmite:\n${readFileSync(`${replica}.log`, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    stop();
    throw error;
  }
  const onReplica = (text: string) => query(url(replicaPort, 'postgres'), text);
  return {
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    pauseReplay: async () => void (await onReplica('SELECT pg_wal_replay_pause()')),
    resumeReplay: async () => void (await onReplica('SELECT pg_wal_replay_resume()')),
    async caughtUp(timeoutMs = 10_000) {
      const [written] = await query<{ lsn: string }>(
        url(primaryPort, 'postgres'),
        'SELECT pg_current_wal_lsn() AS lsn',
      );
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await onReplica(`SELECT pg_last_wal_replay_lsn() >= '${written!.lsn}'::pg_lsn AS done`);
        if ((row as { done: boolean }).done) return;
        if (Date.now() > deadline) throw new Error('La réplica no alcanzó al primario');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stopReplica: () => stopCluster(replica),
    stop,
  };
}

/** The app on the pair's primary, its reports on the replica when `overrides.reports` says so. */
export interface AppOnPair {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Creates `database` on the primary with the schema and the demo data (the replica gets it by streaming). */
export async function prepareOnPrimary(pair: ReplicaPair, database: string): Promise<void> {
  await query(pair.primaryUrl('postgres'), `CREATE DATABASE ${database}`);
  const db = await openDatabase({ url: pair.primaryUrl(database), poolMax: 2 });
  try {
    await db.migrate();
    await ensureReferenceData(db.db);
    await seedDemo(db.db);
  } finally {
    await db.close();
  }
}

/** An app (as `build` makes one) on the primary's `database`, with `overrides` on the tests' configuration. */
export async function buildOnPair(pair: ReplicaPair, database: string, overrides: Partial<Config>): Promise<AppOnPair> {
  const opened = await openDatabase({ url: pair.primaryUrl(database), poolMax: 5 });
  const app = await buildServer({ config: testConfig({ dbPoolMax: 5, ...overrides }), database: opened });
  return {
    app,
    database: opened,
    close: async () => {
      await app.close();
      await opened.close();
    },
  };
}
