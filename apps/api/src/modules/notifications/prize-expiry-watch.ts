import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { prizesExpiringWithin } from './event-repository';
import { tellPrizeExpiring } from './tell-events';

/** A prize is "about to expire" this long before it does. */
export const PRIZE_NOTICE_HOURS = 24;
/** No prize stays valid longer than this after its sale; older tickets are not read. */
const LOOKBACK_DAYS = 120;
const FIRST_SWEEP_MS = 30_000;
export const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Tells each unpaid prize that expires within PRIZE_NOTICE_HOURS to its taquilla, once per
 * ticket and user (the dedupe key): sweeping again, or in several processes at once, tells
 * nobody twice, and a sweep cut short is completed by the next one. Answers the users told.
 */
export async function sweepExpiringPrizes(db: Db): Promise<number> {
  let told = 0;
  for (const prize of await prizesExpiringWithin(db, PRIZE_NOTICE_HOURS, LOOKBACK_DAYS)) {
    const users = await tellPrizeExpiring(
      { db },
      {
        ticketId: prize.ticket_id,
        serial: prize.serial,
        taquillaId: prize.taquilla_id,
        amount: BigInt(prize.prize_total),
        currency: prize.currency,
        expiresOn: prize.expires,
      },
    );
    told += users.length;
  }
  return told;
}

/** Sweeps every SWEEP_EVERY_MS while the app is up (the first 30 s after it is ready). */
export function watchExpiringPrizes(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    running = sweepExpiringPrizes(app.db)
      .catch((error: unknown) => app.log.error({ err: error }, 'No se pudieron avisar los premios por vencer'))
      .finally(() => {
        if (!stopped) timer = setTimeout(sweep, SWEEP_EVERY_MS);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(sweep, FIRST_SWEEP_MS);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
