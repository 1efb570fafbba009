import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRow, makeDue, runRows, sleep, twoRunners, testJob } from '../../../test/kits/job-runner-test-kit';
import { build, needsRealPostgres } from '../../../test/build';
import { LEASE_MS, RETRY_DELAYS_MS } from './job-runner';

let pair: Awaited<ReturnType<typeof twoRunners>>;
beforeAll(async () => {
  pair = await twoRunners();
});
afterAll(async () => pair?.close());

describe('the job runner', () => {
  it('runs a due job in exactly one of two processes, and not again before its interval', async (context) => {
    needsRealPostgres(pair.t, context);
    let runs = 0;
    const job = {
      ...testJob('test-once', 'Prueba una vez', 60_000, 0),
      run: async () => {
        runs += 1;
        await sleep(150);
        return 'hecha';
      },
    };
    pair.a.jobs.register(job);
    pair.b().jobs.register(job);
    // Both claim at once: one gets it.
    const claimed = await Promise.all([pair.a.jobs.pollOnce(), pair.b().jobs.pollOnce()]);
    expect(claimed.flat()).toEqual(['test-once']);
    // While it runs in one, the other finds it taken (it is still past its due time).
    const idle = claimed[0]!.length ? pair.b() : pair.a;
    expect(await idle.jobs.runDue()).toEqual([]);
    await Promise.all([pair.a.jobs.idle(), pair.b().jobs.idle()]);
    // Done: not due again before its interval.
    for (let round = 0; round < 3; round++) {
      expect((await Promise.all([pair.a.jobs.runDue(), pair.b().jobs.runDue()])).flat()).toEqual([]);
    }
    expect(runs).toBe(1);
    const history = await runRows(pair.t, 'test-once');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ outcome: 'ok', attempt: 1, summary: 'hecha', error: null });
    expect([pair.a.jobs.holder, pair.b().jobs.holder]).toContain(history[0]!.holder);
    const row = await jobRow(pair.t, 'test-once');
    expect(row).toMatchObject({ lease_holder: null, last_outcome: 'ok', consecutive_failures: 0 });
    expect(row.next_in_ms).toBeGreaterThan(55_000);
  });

  it('retries a failing job after 5 s, then 30 s, records each error, and goes back to its interval', async () => {
    let calls = 0;
    pair.a.jobs.register({
      ...testJob('test-retry', 'Prueba con reintentos', 600_000, 0),
      run: async () => {
        calls += 1;
        if (calls <= 2) throw new Error(`Falla número ${calls}`);
        return 'por fin';
      },
    });
    expect(await pair.a.jobs.runDue()).toEqual(['test-retry']);
    let row = await jobRow(pair.t, 'test-retry');
    expect(row).toMatchObject({ consecutive_failures: 1, last_outcome: 'error', last_error: 'Falla número 1' });
    expect(row.next_in_ms).toBeGreaterThan(RETRY_DELAYS_MS[0] - 1_000);
    expect(row.next_in_ms).toBeLessThanOrEqual(RETRY_DELAYS_MS[0]);
    // Not due before its backoff.
    expect(await pair.a.jobs.runDue()).toEqual([]);

    await makeDue(pair.t, 'test-retry');
    await pair.a.jobs.runDue();
    row = await jobRow(pair.t, 'test-retry');
    expect(row).toMatchObject({ consecutive_failures: 2, last_error: 'Falla número 2' });
    expect(row.next_in_ms).toBeGreaterThan(RETRY_DELAYS_MS[1] - 1_000);
    expect(row.next_in_ms).toBeLessThanOrEqual(RETRY_DELAYS_MS[1]);

    await makeDue(pair.t, 'test-retry');
    await pair.a.jobs.runDue();
    row = await jobRow(pair.t, 'test-retry');
    expect(row).toMatchObject({ consecutive_failures: 0, last_outcome: 'ok', last_error: null });
    expect(row.next_in_ms).toBeGreaterThan(590_000);
    const history = await runRows(pair.t, 'test-retry');
    expect(history.map(({ outcome, attempt, error, summary }) => ({ outcome, attempt, error, summary }))).toEqual([
      { outcome: 'error', attempt: 1, error: 'Falla número 1', summary: null },
      { outcome: 'error', attempt: 2, error: 'Falla número 2', summary: null },
      { outcome: 'ok', attempt: 3, error: null, summary: 'por fin' },
    ]);
  });

  it('caps the backoff at the interval and keeps no history of a run with nothing to do', async () => {
    let fail = true;
    pair.a.jobs.register({
      ...testJob('test-quiet', 'Prueba callada', 2_000, 0),
      run: async () => {
        if (fail) throw new Error('No hay conexión');
        return null;
      },
    });
    await pair.a.jobs.runDue();
    expect((await jobRow(pair.t, 'test-quiet')).next_in_ms).toBeLessThanOrEqual(2_000);
    fail = false;
    await makeDue(pair.t, 'test-quiet');
    await pair.a.jobs.runDue();
    expect(await jobRow(pair.t, 'test-quiet')).toMatchObject({ last_outcome: 'ok', consecutive_failures: 0 });
    expect((await runRows(pair.t, 'test-quiet')).map((run) => run.outcome)).toEqual(['error']);
  });

  it('takes over a job whose process stopped renewing its lease, and records the lost run', async () => {
    let runs = 0;
    pair.a.jobs.register({
      ...testJob('test-lease', 'Prueba de turno', 60_000, 60_000),
      run: async () => {
        runs += 1;
        return 'retomada';
      },
    });
    await pair.a.jobs.runDue(); // writes its row; not due yet
    const db = pair.t.database.db;
    // Another process holds a live lease: the job is not taken.
    await db.execute(sql`UPDATE scheduled_jobs SET next_run_at = now() - interval '1 minute',
      lease_holder = 'otra-maquina:41:abc123', lease_until = now() + interval '30 seconds',
      last_started_at = now() - interval '40 seconds' WHERE name = 'test-lease'`);
    expect(await pair.a.jobs.runDue()).toEqual([]);
    expect(runs).toBe(0);
    // Its lease expires (the process died): the job is taken over.
    await db.execute(
      sql`UPDATE scheduled_jobs SET lease_until = now() - interval '1 second' WHERE name = 'test-lease'`,
    );
    expect(await pair.a.jobs.runDue()).toEqual(['test-lease']);
    expect(runs).toBe(1);
    const history = await runRows(pair.t, 'test-lease');
    expect(history.map(({ holder, outcome, attempt }) => ({ holder, outcome, attempt }))).toEqual([
      { holder: 'otra-maquina:41:abc123', outcome: 'error', attempt: 1 },
      { holder: pair.a.jobs.holder, outcome: 'ok', attempt: 2 },
    ]);
    expect(history[0]!.error).toBe('El proceso que la ejecutaba dejó de responder; otro la retomó.');
    expect(await jobRow(pair.t, 'test-lease')).toMatchObject({ lease_holder: null, consecutive_failures: 0 });
    expect(LEASE_MS).toBe(60_000);
  });

  it('waits, when the app closes, for the run in course and writes its end', async () => {
    const t = await build({ jobsPollMs: 0, rollupFoldIntervalMs: 0 });
    let finished = false;
    t.app.jobs.register({
      ...testJob('test-close', 'Prueba al cerrar', 60_000, 0),
      run: async () => {
        await sleep(300);
        finished = true;
        return 'terminada';
      },
    });
    try {
      expect(await t.app.jobs.pollOnce()).toEqual(['test-close']);
      await t.app.close();
      expect(finished).toBe(true);
      expect((await runRows(t, 'test-close')).map((run) => run.summary)).toEqual(['terminada']);
      expect(await jobRow(t, 'test-close')).toMatchObject({ lease_holder: null, last_outcome: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('offers the modules’ jobs, each behind its own switch', () => {
    expect(pair.a.jobs.names).not.toContain('rollup-fold');
    expect(pair.a.jobs.names).not.toContain('daily-settlement');
    expect(pair.a.jobs.names).toContain('prize-expiry-notices');
    expect(pair.a.jobs.names).toContain('job-history');
    expect(pair.a.jobs.names).not.toContain('demo-live');
  });
});
