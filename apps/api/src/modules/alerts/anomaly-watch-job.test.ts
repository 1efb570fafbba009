import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { makeDue } from '../../../test/kits/job-runner-test-kit';
import { rowsOf } from '../../lib/raw-query';

/** The anomaly watch as a job of the one runner (ADR 055, 061): on with its interval, it raises and says so. */

let t: TestApp;
beforeAll(async () => {
  t = await build({ jobsPollMs: 0, rollupFoldIntervalMs: 0, anomalyWatchIntervalMs: 60_000 });
}, 60_000);
afterAll(() => t.close());

describe('the anomaly-watch job', () => {
  it('runs the rules on the runner, keeps the run that raised alerts, and raises nothing twice', async () => {
    const db = t.database.db;
    await db.execute(
      sql`INSERT INTO prize_code_failures (banca_id, taquilla_id, user_id, serial, at)
          SELECT split_part(p.path, '/', 2)::int, p.id, u.id, '1234567890', now() - make_interval(mins => n)
            FROM partners p JOIN users u ON u.username = 'taquilla' AND u.partner_id = p.id, generate_series(1, 5) AS n`,
    );
    await t.app.jobs.runDue();
    await makeDue(t, 'anomaly-watch');
    expect(await t.app.jobs.runDue()).toEqual(['anomaly-watch']);
    await makeDue(t, 'anomaly-watch');
    await t.app.jobs.runDue();
    const runs = await rowsOf<{ summary: string | null }>(
      db,
      sql`SELECT summary FROM scheduled_job_runs WHERE job_name = 'anomaly-watch' ORDER BY id`,
    );
    expect(runs).toEqual([{ summary: 'Alertas nuevas: 2' }]);
    const [count] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM alerts`);
    expect(count!.n).toBe(2);
  });

  it('is left out with its interval at 0, as the other tests run', async () => {
    const off = await build();
    try {
      expect(off.app.jobs.names).not.toContain('anomaly-watch');
    } finally {
      await off.close();
    }
    expect(t.app.jobs.names).toContain('anomaly-watch');
  });
});
