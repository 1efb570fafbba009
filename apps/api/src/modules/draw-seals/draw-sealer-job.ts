import { formatCount } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { JobContext } from '../../lib/jobs';
import { inTransaction, jobContextOf } from '../../lib/use-case';
import { SalesInFlightError, sealOccurrence, type SealOutcome } from './seal-draw';
import { lockToSeal, unsealedOccurrences } from './seal-repository';

/** How often closed draws are sealed: the longest a closed draw stays unsealed while no result is saved. */
export const DRAW_SEAL_EVERY_MS = 5_000;
/** Occurrences sealed per run at most (the first runs seal every draw closed before the seals existed). */
const MAX_PER_RUN = 200;
/** Who the audit log names as having sealed a draw. */
export const DRAW_SEALER_ACTOR = 'sellado-de-sorteos';

/** The longest a run waits for the sales in flight at one draw's close before it leaves it for the next run. */
const JOB_WAIT_MS = 2_000;

/** How a run of the sealer goes: how long it waits for sales in flight, and for a history loaded after the fact. */
export interface SealRunOptions {
  readonly waitMs?: number;
  /** Only draws closed before this instant (by default now). */
  readonly closedBefore?: Date;
  /** Each seal states a minute after its draw's close instead of the clock: a history loaded after the fact reads as sealed on time. */
  readonly atClose?: boolean;
}

/**
 * Seals every closed occurrence that has no seal yet, each in its own transaction (ADR 060): never
 * in the sale's path, and one slow draw does not hold the others' locks. A draw whose sales in
 * flight have not ended ends the run: every draw that closed after it waits for the same
 * transactions, and the next run tries again. Answers how many draws and tickets it sealed.
 */
export async function sealClosedDraws(
  db: Db,
  timezone: string,
  { waitMs = JOB_WAIT_MS, closedBefore, atClose = false }: SealRunOptions = {},
): Promise<{ draws: number; tickets: number }> {
  const ctx = jobContextOf(db, DRAW_SEALER_ACTOR, timezone);
  let draws = 0;
  let tickets = 0;
  for (const { id, minuteAfterClose } of await unsealedOccurrences(db, MAX_PER_RUN, closedBefore)) {
    let outcome: SealOutcome | null;
    try {
      outcome = await inTransaction(ctx, async (tx) =>
        (await lockToSeal(tx.db, id)) ? sealOccurrence(tx, id, waitMs, atClose ? minuteAfterClose : undefined) : null,
      );
    } catch (error) {
      if (error instanceof SalesInFlightError) break;
      throw error;
    }
    if (outcome?.bancas) {
      draws += 1;
      tickets += outcome.tickets;
    }
  }
  return { draws, tickets };
}

function drawSealerRun(timezone: string) {
  return async ({ db }: JobContext): Promise<string | null> => {
    const { draws, tickets } = await sealClosedDraws(db, timezone);
    if (!draws) return null;
    const drawWord = draws === 1 ? 'sorteo sellado' : 'sorteos sellados';
    return `${formatCount(draws)} ${drawWord} (${formatCount(tickets)} ${tickets === 1 ? 'ticket' : 'tickets'})`;
  };
}

/** The draw sealer (ADR 060): a job of the one runner, off the sale's path. */
export const drawSealerJob = fp(async (app: FastifyInstance) => {
  app.jobs.register({
    name: 'draw-sealer',
    title: 'Sellado de sorteos cerrados',
    intervalMs: DRAW_SEAL_EVERY_MS,
    run: drawSealerRun(app.config.defaultTimezone),
  });
});
