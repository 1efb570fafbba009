import type { AwardRaffleResponse } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { lockOccurrence, lockTicketsOf } from '../results';
import { raise } from '../../lib/domain-events';
import * as repo from './repository';

/**
 * Awards a draw occurrence (DOMAIN §5): every play on an open ticket gets its prize, the
 * occurrence becomes AWARDED and its tickets PREMIADO / PERDEDOR (or stay ACTIVO while another
 * of their draws is not awarded). One transaction: the occurrence row is locked first (results
 * and awards of one occurrence are serialised), then its tickets in id order. Awarding again
 * recomputes the same figures. The catalogue is shared, so an award is operator-wide: it settles
 * every banca's tickets; the answer counts only the caller's part of the network. Awarding the
 * last counted draw of a polla's day scores that day in the same transaction (ADR 046), through
 * the `draw.awarded` event.
 */
export async function awardRaffle(ctx: UseCaseContext, occurrenceId: number): Promise<AwardRaffleResponse> {
  const { scope } = ctx;
  const chain = chainOf(ctx.principal.partner.path);
  return inTransaction(ctx, async (tx) => {
    const occurrence = await lockOccurrence(tx.db, occurrenceId);
    if (!occurrence) throw notFound('El sorteo no existe.');
    if (occurrence.resultNumber === null) {
      throw new AppError('UNPROCESSABLE', `El sorteo «${occurrence.drawName}» aún no tiene resultado.`);
    }
    await lockTicketsOf(tx.db, occurrenceId);
    await repo.computePrizes(tx.db, occurrenceId);
    await repo.markAwarded(tx.db, occurrenceId, ctx.actor.userId);
    await repo.settleTickets(tx.db, occurrenceId);

    const summary = (await repo.findAwardOccurrence(tx.db, scope, chain, occurrenceId))!;
    const tickets = await repo.ticketOutcomes(tx.db, scope, occurrenceId);
    await tx.audit({
      action: 'AWARD',
      entity: 'draw_occurrence',
      entityId: occurrenceId,
      subjectPartnerId: scope.partnerId,
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
    // Polla scores the day it completes, and the bell tells who pays (ADR 046, 053).
    await raise(tx, 'draw.awarded', { occurrenceId, number: occurrence.resultNumber, actorId: ctx.principal.id });
    return { occurrence: summary, tickets };
  });
}
