import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/build-server';
import type { Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { rowsOf } from '../../src/lib/raw-query';
import { build, type TestApp } from '../build';

/**
 * Two app instances on one database, as two API processes would be, each with its own pool and
 * job runner; the scheduled jobs of the modules left out (`rollupFoldIntervalMs` 0) unless asked.
 */
export async function twoRunners(overrides: Partial<Config> = {}) {
  const t: TestApp = await build({ jobsPollMs: 0, rollupFoldIntervalMs: 0, ...overrides });
  let other: { app: FastifyInstance; database: Database } | null = null;
  if (t.databaseUrl) {
    const database = await openDatabase({ url: t.databaseUrl, poolMax: 5 });
    other = { app: await buildServer({ config: t.config, database }), database };
  }
  return {
    t,
    a: t.app,
    /** The second instance (only on the real PostgreSQL). */
    b: () => other!.app,
    close: async () => {
      if (other) {
        await other.app.close();
        await other.database.close();
      }
      await t.close();
    },
  };
}

export interface JobRow {
  next_in_ms: number;
  consecutive_failures: number;
  lease_holder: string | null;
  last_outcome: string | null;
  last_error: string | null;
}

export async function jobRow(t: TestApp, name: string): Promise<JobRow> {
  const [row] = await rowsOf<JobRow>(
    t.database.db,
    sql`SELECT (extract(epoch FROM next_run_at - now()) * 1000)::float8 AS next_in_ms, consecutive_failures,
               lease_holder, last_outcome, last_error
          FROM scheduled_jobs WHERE name = ${name}`,
  );
  return { ...row!, next_in_ms: Number(row!.next_in_ms) };
}

export interface RunRow {
  holder: string;
  outcome: string;
  attempt: number;
  error: string | null;
  summary: string | null;
  started_ms: number;
  finished_ms: number;
}

export async function runRows(t: TestApp, name: string): Promise<RunRow[]> {
  const rows = await rowsOf<RunRow>(
    t.database.db,
    sql`SELECT holder, outcome, attempt, error, summary,
               (extract(epoch FROM started_at) * 1000)::float8 AS started_ms,
               (extract(epoch FROM finished_at) * 1000)::float8 AS finished_ms
          FROM scheduled_job_runs WHERE job_name = ${name} ORDER BY started_at, id`,
  );
  return rows.map((row) => ({ ...row, started_ms: Number(row.started_ms), finished_ms: Number(row.finished_ms) }));
}

/** Makes a job due now (instead of waiting for its backoff or interval). */
export async function makeDue(t: TestApp, name: string): Promise<void> {
  await t.database.db.execute(sql`UPDATE scheduled_jobs SET next_run_at = now() WHERE name = ${name}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A test job's name, title and timing (due at once when `firstRunMs` is 0); the test adds its `run`. */
export const testJob = (name: string, title: string, intervalMs: number, firstRunMs: number) => ({
  name,
  title,
  intervalMs,
  firstRunMs,
});
