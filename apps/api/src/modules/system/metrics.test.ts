import { randomUUID } from 'node:crypto';
import { getMetrics } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { animalito, openOccurrence, sellRequest, setBets, setCloseIn } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { foldUntilCaughtUp } from '../rollups';

const TOKEN = 'metricas-de-prueba-0123456789';

/** One sample of the scrape's text (`name{labels} value`); 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('answers 404 as if it did not exist, whatever the bearer', async () => {
    for (const headers of [{}, bearer(TOKEN), bearer('')]) {
      const answer = await t.app.inject({ method: 'GET', url: getMetrics.path, headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect(answer.body).not.toContain('banca_');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let seller: string;
  let lotto: Awaited<ReturnType<typeof openOccurrence>>;
  const scrape = async () => {
    const answer = await t.app.inject({ method: 'GET', url: getMetrics.path, headers: bearer(TOKEN) });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    // No job runs by itself: the test folds when it means to.
    t = await build({ metricsToken: TOKEN, jobsPollMs: 0 });
    seller = (await signInAs(t.app, 'taquilla')).access_token;
    lotto = await openOccurrence(t.database.db, 'Lotto Activo');
    await setBets(t.database.db);
    await foldUntilCaughtUp(t.database.db);
  });
  afterAll(() => t.close());

  it('refuses a missing, a wrong, a longer and a user access token with 401, without the figures', async () => {
    const userToken = (await signInAs(t.app, 'admin')).access_token;
    for (const headers of [
      {},
      bearer('otro-token-cualquiera-123'),
      bearer(`${TOKEN}x`),
      bearer(userToken),
      { authorization: TOKEN },
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: getMetrics.path, headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: expect.stringContaining('METRICS_TOKEN'),
      });
      expect(answer.body).not.toContain('banca_');
    }
  });

  it("answers Prometheus' text format with the sale, pool, fold, settlement, jobs, streams and Node figures", async () => {
    const answer = await t.app.inject({ method: 'GET', url: getMetrics.path, headers: bearer(TOKEN) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'banca_sale_duration_seconds',
      'banca_sales_total',
      'banca_sale_refusals_total',
      'banca_sale_batch_size',
      'banca_sale_batch_wait_seconds',
      'banca_rollup_fold_lag_seconds',
      'banca_rollup_fold_tickets_behind',
      'banca_settlement_lag_seconds',
      'banca_settlement_days_pending',
      'banca_job_runs_total',
      'banca_push_streams_open',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(answer.body, name).toContain(`# TYPE ${name} `);
    if (t.realPostgres) expect(sample(answer.body, 'banca_db_pool_connections{pool="general",state="max"}')).toBe(10);
    expect(sample(answer.body, 'banca_push_streams_open')).toBe(0);
  });

  it('moves the sale histogram, the sold count, a batch and the fold lag when a ticket is sold', async () => {
    const before = await scrape();
    expect(sample(before, 'banca_rollup_fold_tickets_behind')).toBe(0);
    expect(sample(before, 'banca_rollup_fold_lag_seconds')).toBe(0);

    const answer = await sellRequest(t.app, seller, { plays: [animalito(lotto.occurrenceId, '7', '1000')] });
    expect(answer.statusCode, answer.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('banca_sale_duration_seconds_count')).toBe(1);
    expect(moved('banca_sale_duration_seconds_sum')).toBeGreaterThan(0);
    expect(moved('banca_sale_duration_seconds_bucket{le="+Inf"}')).toBe(1);
    expect(moved('banca_sales_total{outcome="sold"}')).toBe(1);
    expect(moved('banca_sales_total{outcome="refused"}')).toBe(0);
    expect(moved('banca_sale_batch_size_count')).toBe(1);
    expect(moved('banca_sale_batch_size_sum')).toBe(1);
    expect(moved('banca_sale_batch_wait_seconds_count')).toBe(1);
    // Not folded yet: one ticket behind, at least the 20 ms waited old.
    expect(sample(after, 'banca_rollup_fold_tickets_behind')).toBe(1);
    expect(sample(after, 'banca_rollup_fold_lag_seconds')).toBeGreaterThanOrEqual(0.02);

    await foldUntilCaughtUp(t.database.db);
    const folded = await scrape();
    expect(sample(folded, 'banca_rollup_fold_tickets_behind')).toBe(0);
    expect(sample(folded, 'banca_rollup_fold_lag_seconds')).toBe(0);
  });

  it("reports the sale writers' pool apart from the shared one, by the `pool` label", async (context) => {
    if (!t.realPostgres) return context.skip(); // the embedded database has one connection, no pool
    const before = await scrape();
    const answer = await sellRequest(t.app, seller, { plays: [animalito(lotto.occurrenceId, '9', '1000')] });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('banca_db_pool_acquire_seconds_count{pool="ventas"}')).toBeGreaterThan(0);
    expect(sample(after, 'banca_db_pool_connections{pool="ventas",state="max"}')).toBe(t.app.config.saleWriters);
    expect(after).toContain('banca_db_pool_waiting{pool="ventas"} ');
    // The shared pool is still reported, under its own name.
    expect(sample(after, 'banca_db_pool_connections{pool="general",state="max"}')).toBe(10);
    expect(sample(after, 'banca_db_pool_acquire_seconds_count{pool="general"}')).toBeGreaterThan(0);
    expect(after).toContain('banca_db_pool_waiting{pool="general"} ');
  });

  it('counts a replay as replayed, not sold', async () => {
    const key = randomUUID();
    const body = { plays: [animalito(lotto.occurrenceId, '8', '500')] };
    expect((await sellRequest(t.app, seller, body, key)).statusCode).toBe(200);
    const before = await scrape();
    const again = await sellRequest(t.app, seller, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const after = await scrape();
    expect(
      sample(after, 'banca_sales_total{outcome="replayed"}') - sample(before, 'banca_sales_total{outcome="replayed"}'),
    ).toBe(1);
    expect(sample(after, 'banca_sales_total{outcome="sold"}')).toBe(
      sample(before, 'banca_sales_total{outcome="sold"}'),
    );
  });

  it('counts a refused sale by its reason, in the histogram too', async () => {
    const closed = await openOccurrence(t.database.db, 'La Granjita');
    await setCloseIn(t.database.db, closed.occurrenceId, -1);
    const before = await scrape();
    const answer = await sellRequest(t.app, seller, { plays: [animalito(closed.occurrenceId, '5', '100')] });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('DRAW_CLOSED');
    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('banca_sale_refusals_total{reason="DRAW_CLOSED"}')).toBe(1);
    expect(moved('banca_sale_refusals_total{reason="SOLD_OUT"}')).toBe(0);
    expect(moved('banca_sales_total{outcome="refused"}')).toBe(1);
    expect(moved('banca_sales_total{outcome="sold"}')).toBe(0);
    expect(moved('banca_sale_duration_seconds_count')).toBe(1);
  });

  it('counts scheduled job runs by outcome', async () => {
    t.app.jobs.register({
      name: 'metrics-test-failing',
      title: 'Prueba que falla',
      intervalMs: 60_000,
      firstRunMs: 0,
      run: () => Promise.reject(new Error('falla a propósito')),
    });
    expect(await t.app.jobs.runDue()).toContain('metrics-test-failing');
    const text = await scrape();
    expect(sample(text, 'banca_job_runs_total{task="metrics-test-failing",outcome="error"}')).toBe(1);
    expect(sample(text, 'banca_job_runs_total{task="metrics-test-failing",outcome="ok"}')).toBe(0);
    expect(sample(text, 'banca_job_duration_seconds_count{task="metrics-test-failing"}')).toBe(1);
  });

  it('times every pool checkout, and the ones that waited for a busy connection take their wait', async (context) => {
    if (!t.realPostgres) return context.skip();
    const sleepAll = (queries: number, seconds: number) =>
      Promise.all(Array.from({ length: queries }, () => t.database.db.execute(sql`SELECT pg_sleep(${seconds})`)));
    await sleepAll(10, 0.05); // the pool's ten connections open
    const before = await scrape();
    const slow = (text: string) =>
      sample(text, 'banca_db_pool_acquire_seconds_count{pool="general"}') -
      sample(text, 'banca_db_pool_acquire_seconds_bucket{le="0.5",pool="general"}');
    // Fifteen queries of a second at once on ten open connections: five wait about a second for a busy one
    // (and so does any query of the app's own that comes meanwhile).
    await sleepAll(15, 1);
    const after = await scrape();
    const checkouts = 'banca_db_pool_acquire_seconds_count{pool="general"}';
    expect(sample(after, checkouts) - sample(before, checkouts)).toBeGreaterThanOrEqual(15);
    expect(slow(after) - slow(before)).toBeGreaterThanOrEqual(5);
    expect(slow(after) - slow(before)).toBeLessThanOrEqual(8);
    expect(sample(after, 'banca_db_pool_waiting{pool="general"}')).toBe(0);
    expect(sample(after, 'banca_db_pool_connections{pool="general",state="in_use"}')).toBe(0);
  });
});
