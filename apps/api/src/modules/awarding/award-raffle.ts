import type { AwardRaffleResponse } from '@banca/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Scope } from '../../lib/scope';
import { lockOccurrence, lockTicketsOf } from '../results/repository';
import * as repo from './repository';

export interface AwardContext {
  actor: AuditActor;
  scope: Scope;
  chain: readonly number[];
}

/**
 * Awards a draw occurrence (DOMAIN §5): every play on an open ticket gets its prize, the
 * occurrence becomes AWARDED and its tickets PREMIADO / PERDEDOR (or stay ACTIVO while another
 * of their draws is not awarded). One transaction: the occurrence row is locked first (results
 * and awards of one occurrence are serialised), then its tickets in id order. Awarding again
 * recomputes the same figures. The catalogue is shared, so an award is operator-wide: it settles
 * every banca's tickets; the answer counts only the caller's part of the network.
 */
export async function awardRaffle(db: Db, occurrenceId: number, ctx: AwardContext): Promise<AwardRaffleResponse> {
  return db.transaction(async (tx) => {
    const occurrence = await lockOccurrence(tx, occurrenceId);
    if (!occurrence) throw notFound('El sorteo no existe.');
    if (occurrence.resultNumber === null) {
      throw new AppError('UNPROCESSABLE', `El sorteo «${occurrence.drawName}» aún no tiene resultado.`);
    }
    await lockTicketsOf(tx, occurrenceId);
    await repo.computePrizes(tx, occurrenceId);
    await repo.markAwarded(tx, occurrenceId, ctx.actor.userId);
    await repo.settleTickets(tx, occurrenceId);

    const summary = (await repo.findAwardOccurrence(tx, ctx.scope, ctx.chain, occurrenceId))!;
    const tickets = await repo.ticketOutcomes(tx, ctx.scope, occurrenceId);
    await recordAudit(tx, ctx.actor, {
      action: 'AWARD',
      entity: 'draw_occurrence',
      entityId: occurrenceId,
      subjectPartnerId: ctx.scope.partnerId,
      before: { awarded: occurrence.awarded },
      after: {
        draw: occurrence.drawName,
        result_number: occurrence.resultNumber,
        result_sign: occurrence.resultSign,
        plays: summary.plays,
        winning_plays: summary.winning_plays,
        totals: summary.totals,
        tickets,
      },
    });
    return { occurrence: summary, tickets };
  });
}
