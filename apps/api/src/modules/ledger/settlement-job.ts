import { formatCount, formatDay } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobContext } from '../../lib/jobs';
import { foldRollups } from '../rollups';
import { daysToSettle, settleDayOf, settlementLag } from './settlement-repository';

/** How often the job looks for a day whose last draw was awarded. */
const EVERY_MS = 60_000;
/** How far back a late award still settles by itself. */
const DAYS_BACK = 7;

/**
 * Settles each business day whose draws are all awarded and that was awarded after its last
 * settlement (ADR 044), folding the rollups first; null when there was none.
 */
export async function settleAwardedDays({ db, log }: JobContext): Promise<string | null> {
  const days = await daysToSettle(db, DAYS_BACK);
  if (!days.length) return null;
  await foldRollups(db);
  let posted = 0;
  for (const day of days) {
    const entries = (await settleDayOf(db, '%', day, null)).filter((line) => line.entry_id !== null).length;
    log.info({ day, entries }, 'liquidación diaria');
    posted += entries;
  }
  const settled = `${formatCount(days.length)} ${days.length === 1 ? 'día liquidado' : 'días liquidados'}`;
  return `${settled} (${days.map(formatDay).join(', ')}), ${formatCount(posted)} ${posted === 1 ? 'asiento' : 'asientos'}`;
}

/**
 * The daily settlement runs by itself every minute, as a job of the one runner (ADR 055): one
 * process settles each time (a settlement is idempotent besides). Off with the fold
 * (`rollupFoldIntervalMs` 0): it reads the rollups. Its lag is a metric of every process (another
 * may be the one settling), read when `/metrics` is scraped.
 */
export const settlementJob = fp(async (app: FastifyInstance) => {
  app.metrics.watchSettlement(() => settlementLag(app.db, DAYS_BACK));
  if (app.config.rollupFoldIntervalMs === 0) return;
  app.jobs.register({
    name: 'daily-settlement',
    title: 'Liquidación diaria',
    intervalMs: EVERY_MS,
    run: settleAwardedDays,
  });
});
