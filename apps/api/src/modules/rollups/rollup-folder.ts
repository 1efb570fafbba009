import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { foldRollups } from './rollups-repository';

/**
 * Folds the sales rollups every `rollupFoldIntervalMs` while the app is up (ADR 042): started when
 * the app is ready, stopped, with the fold in course finished, before the database closes. With
 * several processes, one folds at a time and the others skip their turn.
 */
export const rollupFolder = fp(async (app: FastifyInstance) => {
  const interval = app.config.rollupFoldIntervalMs;
  if (interval === 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = foldRollups(app.db)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'El plegado de acumulados de ventas falló'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, interval);
      });
  };

  app.addHook('onReady', async () => {
    timer = setTimeout(tick, interval);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
});
