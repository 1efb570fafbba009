import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../../test/api-process';
import { build, needsRealPostgres, type TestApp } from '../../../test/build';
import { openOccurrence, setBets } from '../../../test/sales';
import { rowsOf } from '../raw-query';

/**
 * Three API processes on one database, each with the job runner on (ADR 055): the living demo's
 * round, due every second, runs once per interval across them, never twice at the same time, and
 * every ticket it sells belongs to one recorded run.
 */

const INTERVAL_MS = 1_000;
const WATCH_MS = 7_000;

let t: TestApp;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  t = await build();
  if (!t.databaseUrl) return;
  // A draw open for sale whatever the hour, so that every round sells.
  await openOccurrence(t.database.db, 'Lotto Activo');
  await setBets(t.database.db);
  const secret = randomBytes(32).toString('hex');
  const port = randomInt(20_000, 40_000);
  const env = { DEMO_LIVE: 'true', DEMO_LIVE_INTERVAL_MS: String(INTERVAL_MS), JOBS_POLL_MS: '100' };
  processes.push(...(await Promise.all([0, 1, 2].map((i) => startApiProcess(t.databaseUrl!, secret, port + i, env)))));
}, 120_000);
afterAll(async () => {
  await Promise.all(processes.map((one) => one.stop()));
  await t.close();
});

interface Run {
  holder: string;
  started_ms: number;
  finished_ms: number;
}

describe('the job runner across three API processes', () => {
  it('runs a due job once per interval, in one process at a time', async (context) => {
    needsRealPostgres(t, context);
    const ticketsBefore = await ticketCount();
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    await Promise.all(processes.map((one) => one.stop()));
    const runs = await rowsOf<Run>(
      t.database.db,
      sql`SELECT holder,
                 (extract(epoch FROM started_at) * 1000)::float8 AS started_ms,
                 (extract(epoch FROM finished_at) * 1000)::float8 AS finished_ms
            FROM scheduled_job_runs WHERE job_name = 'demo-live' ORDER BY started_at`,
    );
    // One runner: about one round a second (the first after 1 s); three would give three times as many.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(WATCH_MS / INTERVAL_MS) + 1);
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.started_ms, `la ronda ${i} empezó antes de que terminara la anterior`).toBeGreaterThanOrEqual(
        runs[i - 1]!.finished_ms,
      );
      expect(runs[i]!.started_ms - runs[i - 1]!.started_ms).toBeGreaterThanOrEqual(INTERVAL_MS - 10);
    }
    // A round sells at most one ticket: at most as many tickets as rounds, not three times as many.
    const sold = (await ticketCount()) - ticketsBefore;
    expect(sold).toBeGreaterThanOrEqual(2);
    expect(sold).toBeLessThanOrEqual(runs.length);
    console.info(
      `[jobs] ${runs.length} rondas en ${WATCH_MS / 1000} s, por ${new Set(runs.map((run) => run.holder)).size} de 3 procesos`,
    );
  }, 60_000);
});

async function ticketCount(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM tickets`);
  return row!.n;
}
