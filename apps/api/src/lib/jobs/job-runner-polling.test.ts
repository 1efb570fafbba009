import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsRealPostgres } from '../../../test/build';
import { runRows, sleep, twoRunners, testJob } from '../../../test/kits/job-runner-test-kit';

let pair: Awaited<ReturnType<typeof twoRunners>>;
beforeAll(async () => {
  pair = await twoRunners({ jobsPollMs: 100, rollupFoldIntervalMs: 1_000 });
});
afterAll(async () => pair?.close());

describe('two polling processes', () => {
  it('run a job once per interval between them, never at the same time', async (context) => {
    needsRealPostgres(pair.t, context);
    expect(pair.a.jobs.names).toEqual(expect.arrayContaining(['rollup-fold', 'daily-settlement']));
    let running = 0;
    let overlapped = false;
    const job = (tag: string) => ({
      ...testJob('test-interval', 'Prueba por intervalo', 600, 0),
      run: async () => {
        overlapped ||= running > 0;
        running += 1;
        await sleep(100);
        running -= 1;
        return tag;
      },
    });
    pair.a.jobs.register(job('a'));
    pair.b().jobs.register(job('b'));
    await sleep(3_000);
    const history = await runRows(pair.t, 'test-interval');
    expect(overlapped).toBe(false);
    // About 3 s / (600 ms + 100 ms of run + up to a poll): 3 to 5 runs, not twice as many.
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(history.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < history.length; i++) {
      expect(history[i]!.started_ms - history[i - 1]!.finished_ms).toBeGreaterThanOrEqual(590);
    }
  }, 20_000);
});
