import { randomBytes, randomUUID } from 'node:crypto';
import {
  createSale,
  exportGeneralReport,
  getReady,
  kpiSummary,
  type KpiSummary,
  type SaleResponse,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { openOccurrence, setBets, setLimits } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import {
  buildOnPair,
  prepareOnPrimary,
  replicaMissing,
  startReplicaPair,
  type AppOnPair,
  type ReplicaPair,
} from '../../../test/replica';
import { loadConfig } from '../../config';
import { foldUntilCaughtUp } from '../rollups';

/**
 * ADR 056 on a real primary and its streaming replica (pg_basebackup -R): three apps on the same
 * primary database: without the variable (`direct`), with a lenient guard (`lenient`, an hour of
 * lag allowed) and a strict one (`strict`, 1 s). No folder runs: each sale is folded at once, so the
 * primary writes nothing between sales (an idle primary) and the figures do not wait for a timer.
 */

const DATABASE = 'banca_reports';
const why = replicaMissing();
let pair: ReplicaPair;
let direct: AppOnPair;
let lenient: AppOnPair;
let strict: AppOnPair;
let occurrenceId = 0;
const tokens = { admin: '', seller: '' };

beforeAll(async () => {
  if (why) return;
  pair = await startReplicaPair();
  await prepareOnPrimary(pair, DATABASE);
  await pair.caughtUp();
  // One secret: a token signed by one app is accepted by the others, as across API processes.
  const jwtSecret = randomBytes(32).toString('hex');
  const reportsOn = (maxLagSeconds: number) => ({
    jwtSecret,
    rollupFoldIntervalMs: 0,
    reports: { url: pair.replicaUrl(DATABASE), maxLagSeconds },
  });
  direct = await buildOnPair(pair, DATABASE, { jwtSecret, rollupFoldIntervalMs: 0 });
  lenient = await buildOnPair(pair, DATABASE, reportsOn(3600));
  strict = await buildOnPair(pair, DATABASE, reportsOn(1));
  await setBets(direct.database.db);
  const occurrence = await openOccurrence(direct.database.db, 'Lotto Activo');
  occurrenceId = occurrence.occurrenceId;
  await setLimits(direct.database.db, occurrence.productId, {});
  tokens.admin = (await signInAs(direct.app, 'admin')).access_token;
  tokens.seller = (await signInAs(direct.app, 'taquilla')).access_token;
  await pair.caughtUp();
  await Promise.all([lenient, strict].map((one) => one.app.reports.check()));
}, 60_000);

afterAll(async () => {
  if (why) return;
  for (const one of [strict, lenient, direct]) await one?.close();
  pair?.stop();
});

function needsReplica(context: TestContext) {
  if (why) {
    console.warn(`[omitida] «${context.task.name}»: ${why}.`);
    context.skip();
  }
}

async function sell(app: FastifyInstance, amount: string): Promise<SaleResponse> {
  const answer = await app.inject({
    method: createSale.method,
    url: createSale.path,
    headers: { ...bearer(tokens.seller), 'idempotency-key': randomUUID() },
    payload: { plays: [{ occurrence_id: occurrenceId, bet_type: 'ANIMALITO', number: '17', amount }] },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await foldUntilCaughtUp(direct.database.db);
  return answer.json<SaleResponse>();
}

/** Today's sales in bolívares on the dashboard's summary, as `app` answers it. */
async function todaysSales(app: FastifyInstance): Promise<bigint> {
  const answer = await app.inject({ method: 'GET', url: kpiSummary.path, headers: bearer(tokens.admin) });
  expect(answer.statusCode, answer.body).toBe(200);
  const row = answer.json<KpiSummary>().data.find((one) => one.currency === 'BS');
  return BigInt(row?.current.sales ?? '0');
}

/** Asks until `read` gives `expected` (replay, or the guard's next measure), or fails after `ms`. */
async function until(read: () => Promise<bigint>, expected: bigint, ms = 8_000): Promise<void> {
  const deadline = Date.now() + ms;
  let seen = await read();
  while (seen !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    seen = await read();
  }
  expect(seen).toBe(expected);
}

async function onReplica<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: pair.replicaUrl(DATABASE) });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

async function readyOf(app: FastifyInstance) {
  const answer = await app.inject({ method: getReady.method, url: getReady.path });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ reports?: { source: string; lag_s: number | null; reason: string | null } }>();
}

describe('reports from a streaming replica', () => {
  it('reads REPORTS_DATABASE_URL and REPORTS_MAX_LAG_SECONDS, and changes nothing without them', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'a'.repeat(64), DATABASE_URL: 'postgres://db1/banca' };
    expect(loadConfig(base).reports).toBeNull();
    expect(loadConfig({ ...base, REPORTS_DATABASE_URL: 'postgres://db2/banca' }).reports).toEqual({
      url: 'postgres://db2/banca',
      maxLagSeconds: 10,
    });
    expect(() => loadConfig({ ...base, REPORTS_DATABASE_URL: 'mysql://db2' })).toThrow(/REPORTS_DATABASE_URL/);
    expect(() => loadConfig({ ...base, REPORTS_DATABASE_URL: 'postgres://db2', REPORTS_MAX_LAG_SECONDS: '0' })).toThrow(
      /REPORTS_MAX_LAG_SECONDS/,
    );
    const { DATABASE_URL: _, ...embedded } = base;
    expect(() => loadConfig({ ...embedded, REPORTS_DATABASE_URL: 'postgres://db2' })).toThrow(/necesita DATABASE_URL/);
  });

  it('answers the dashboard from the replica, and with the primary’s figures once it has replayed', async (context) => {
    needsReplica(context);
    const before = await todaysSales(direct.app);
    expect(await todaysSales(lenient.app)).toBe(before);
    expect((await readyOf(direct.app)).reports).toBeUndefined();
    expect((await readyOf(lenient.app)).reports).toMatchObject({ source: 'replica', reason: null });

    // With replay paused the replica's data stops: what the lenient app shows is the replica's.
    await pair.pauseReplay();
    await sell(direct.app, '1234');
    await until(() => todaysSales(direct.app), before + 1234n);
    expect(await todaysSales(lenient.app)).toBe(before);
    const sessions = await onReplica<{ application_name: string; query: string }>(
      `SELECT application_name, query FROM pg_stat_activity WHERE datname = '${DATABASE}' AND pid <> pg_backend_pid()`,
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect(new Set(sessions.map((one) => one.application_name))).toEqual(new Set(['banca-reports']));
    // A report's file streams from a read-only cursor, which the replica serves too.
    const file = await lenient.app.inject({
      method: 'POST',
      url: exportGeneralReport.path,
      headers: bearer(tokens.admin),
      payload: { level: 'TAQUILLA', format: 'csv' },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);

    await pair.resumeReplay();
    await pair.caughtUp();
    expect(await todaysSales(lenient.app)).toBe(await todaysSales(direct.app));
  });

  it('shows the replica’s pool in the metrics as `informes`, beside the primary’s, only where it is set', async (context) => {
    needsReplica(context);
    await todaysSales(lenient.app);
    const lenientText = await lenient.app.metrics.scrape();
    expect(lenientText).toMatch(/banca_db_pool_acquire_seconds_count\{pool="informes"\} [1-9]/);
    expect(lenientText).toContain('banca_db_pool_connections{pool="general",state="max"}');
    expect(await direct.app.metrics.scrape()).not.toContain('pool="informes"');
  });

  it('sells on the primary with the variable set, and the report shows the sale once replayed', async (context) => {
    needsReplica(context);
    const before = await todaysSales(direct.app);
    const sale = await sell(lenient.app, '700');
    await until(() => todaysSales(lenient.app), before + 700n);
    // The replica takes no write (it is in recovery): the sale is the primary's, streamed to it.
    const [standby] = await onReplica<{ recovery: boolean }>('SELECT pg_is_in_recovery() AS recovery');
    expect(standby!.recovery).toBe(true);
    const [row] = await onReplica<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE id = ${sale.ticket.id}`);
    expect(row!.n).toBe(1);
    const writes = await onReplica<{ query: string }>(
      `SELECT query FROM pg_stat_activity WHERE datname = '${DATABASE}' AND query ~* '^\\s*(insert|update|delete)'`,
    );
    expect(writes).toEqual([]);
  });

  it('counts a replica that replayed everything an idle primary sent as not behind', async (context) => {
    needsReplica(context);
    await pair.caughtUp();
    // Nothing is written for longer than the strict limit: the last replayed commit grows old, the data does not.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await strict.app.reports.check();
    expect((await readyOf(strict.app)).reports).toEqual({ source: 'replica', lag_s: 0, reason: null });
  });

  it('reads the primary once the replica is further behind than the limit, and says so in /ready', async (context) => {
    needsReplica(context);
    await pair.caughtUp();
    await until(() => todaysSales(strict.app), await todaysSales(direct.app));
    await pair.pauseReplay();
    try {
      const before = await todaysSales(direct.app);
      const sale = await sell(strict.app, '2500');
      // Fresh figures while replay is paused: they cannot have come from the replica.
      await until(() => todaysSales(strict.app), before + 2500n);
      const [row] = await onReplica<{ n: number }>(
        `SELECT count(*)::int AS n FROM tickets WHERE id = ${sale.ticket.id}`,
      );
      expect(row!.n).toBe(0);
      const ready = await readyOf(strict.app);
      expect(ready.reports).toMatchObject({ source: 'primary' });
      expect(ready.reports!.lag_s).toBeGreaterThan(1);
      expect(ready.reports!.reason).toMatch(/atrasada/);
      // The lenient guard still reads the replica, which has not seen the sale.
      expect(await todaysSales(lenient.app)).toBe(before);
    } finally {
      await pair.resumeReplay();
    }
    await pair.caughtUp();
    const deadline = Date.now() + 5_000;
    while ((await readyOf(strict.app)).reports?.source !== 'replica' && Date.now() < deadline) {
      await todaysSales(strict.app);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await readyOf(strict.app)).reports).toMatchObject({ source: 'replica', reason: null });
  });

  it('answers from the primary when the replica is stopped', async (context) => {
    needsReplica(context);
    await pair.caughtUp();
    const before = await todaysSales(direct.app);
    expect(await todaysSales(lenient.app)).toBe(before);
    pair.stopReplica();
    // The first report after the stop still believes the replica is up: it fails there and is read again on the primary.
    expect(await todaysSales(lenient.app)).toBe(before);
    await sell(lenient.app, '300');
    await until(() => todaysSales(lenient.app), before + 300n);
    const ready = await readyOf(lenient.app);
    expect(ready.reports).toMatchObject({ source: 'primary', lag_s: null });
    expect(ready.reports!.reason).toMatch(/réplica (falló|no responde)/);
  });
});
