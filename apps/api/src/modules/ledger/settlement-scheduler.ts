import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { foldRollups } from '../rollups';
import { daysToSettle, settleDayOf } from './settlement-repository';

/** How often the scheduler looks for a day whose last draw was awarded. */
const EVERY_MS = 60_000;
/** How far back a late award still settles by itself. */
const DAYS_BACK = 7;

/**
 * Settles by itself every business day whose draws are all awarded, once the last award is in
 * (ADR 044): every minute it settles each such day awarded after its last settlement. A settlement
 * is idempotent, so two processes running it at once post one set of entries.
 */
export const settlementScheduler = fp(async (app: FastifyInstance) => {
  if (app.config.rollupFoldIntervalMs === 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const settleAwardedDays = async () => {
    const days = await daysToSettle(app.db, DAYS_BACK);
    if (days.length) await foldRollups(app.db);
    for (const day of days) {
      const lines = await settleDayOf(app.db, '%', day, null);
      app.log.info({ day, entries: lines.filter((line) => line.entry_id !== null).length }, 'liquidación diaria');
    }
  };
  const tick = () => {
    running = settleAwardedDays()
      .catch((error: unknown) => app.log.error({ err: error }, 'La liquidación diaria automática falló'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, EVERY_MS);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, EVERY_MS);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
});
