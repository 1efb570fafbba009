import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { foldLag, foldRollups } from './rollups-repository';

/**
 * Folds the sales rollups every `rollupFoldIntervalMs` (ADR 042), as a job of the one runner
 * (ADR 055): one process folds each time. A fold is kept in the history only when it fails: it
 * runs every second. `rollupFoldIntervalMs` 0 leaves it out. Its lag is a metric of every
 * process (another may be the one folding), read when `/metrics` is scraped.
 */
export const rollupFoldJob = fp(async (app: FastifyInstance) => {
  app.metrics.watchFold(() => foldLag(app.db));
  const interval = app.config.rollupFoldIntervalMs;
  if (interval === 0) return;
  app.jobs.register({
    name: 'rollup-fold',
    title: 'Plegado de acumulados de ventas',
    intervalMs: interval,
    run: async ({ db }) => {
      await foldRollups(db);
      return null;
    },
  });
});
