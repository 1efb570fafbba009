import { formatCount } from '@banca/contracts';
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

/**
 * Sweeps every SWEEP_EVERY_MS (the first 30 s after the job is first offered), as a job of the one
 * runner (ADR 055): one process sweeps each time.
 */
export function watchExpiringPrizes(app: FastifyInstance): void {
  app.jobs.register({
    name: 'prize-expiry-notices',
    title: 'Aviso de premios por vencer',
    intervalMs: SWEEP_EVERY_MS,
    firstRunMs: FIRST_SWEEP_MS,
    run: async ({ db }) => {
      const told = await sweepExpiringPrizes(db);
      return told
        ? `${formatCount(told)} ${told === 1 ? 'usuario avisado' : 'usuarios avisados'}`
        : 'Ningún premio por vencer sin avisar';
    },
  });
}
