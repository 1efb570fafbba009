import type { PollaPrizeCheck, PollaTicket } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { payingTaquillaOf } from '../prizes/find-prize';
import type { PayingTaquilla } from '../prizes/repository';
import * as tickets from './ticket-repository';

interface Refusal {
  code: 'PRIZE_ALREADY_PAID' | 'PRIZE_EXPIRED' | 'UNPROCESSABLE';
  message: string;
}

/** Why this taquilla may not pay this polla ticket now (null when it may). */
export function pollaPrizeRefusal(
  ticket: Pick<tickets.LockedTicket, 'status' | 'expired' | 'agency_id'>,
  taquilla: Pick<PayingTaquilla, 'agencyId' | 'payAnywhere'>,
): Refusal | null {
  switch (ticket.status) {
    case 'PAGADO':
      return { code: 'PRIZE_ALREADY_PAID', message: 'El premio de este ticket ya fue pagado.' };
    case 'ANULADO':
      return { code: 'UNPROCESSABLE', message: 'El ticket está anulado: no tiene premio.' };
    case 'ACTIVO':
      return { code: 'UNPROCESSABLE', message: 'El ticket aún no tiene resultados de todos sus sorteos.' };
    case 'PERDEDOR':
      return { code: 'UNPROCESSABLE', message: 'El ticket no tiene premio.' };
    default:
      break;
  }
  if (ticket.expired) return { code: 'PRIZE_EXPIRED', message: 'El premio de este ticket está vencido.' };
  if (ticket.agency_id !== taquilla.agencyId && !taquilla.payAnywhere) {
    return { code: 'UNPROCESSABLE', message: 'Este premio se paga solo en las taquillas de la agencia del ticket.' };
  }
  return null;
}

async function ticketOfBanca(ctx: UseCaseContext, ticketId: number) {
  const taquilla = await payingTaquillaOf(ctx, undefined);
  const key = { id: ticketId, bancaId: taquilla.bancaId };
  const ticket = await tickets.lockTicket(ctx.db, key);
  if (!ticket) throw notFound('El ticket de polla no existe.');
  return { taquilla, ticket, key };
}

/** A polla ticket's prize (daily and weekly parts, picks per draw) and whether this taquilla may pay it. */
export async function consultPollaPrize(ctx: UseCaseContext, ticketId: number): Promise<PollaPrizeCheck> {
  const { taquilla, ticket, key } = await ticketOfBanca(ctx, ticketId);
  const refusal = pollaPrizeRefusal(ticket, taquilla);
  return { ticket: (await tickets.loadTicket(ctx.db, key))!, payable: refusal === null, reason: refusal?.message ?? null };
}

/**
 * Pays a polla prize once, at a taquilla, before it expires (DOMAIN §8): the ticket's row is
 * locked, so concurrent rewards queue and exactly one finds it PREMIADO; audited with it.
 */
export async function rewardPollaPrize(ctx: UseCaseContext, ticketId: number): Promise<PollaTicket> {
  const taquilla = await payingTaquillaOf(ctx, undefined);
  const key = { id: ticketId, bancaId: taquilla.bancaId };
  await inTransaction(ctx, async (tx) => {
    const ticket = await tickets.lockTicket(tx.db, key);
    if (!ticket) throw notFound('El ticket de polla no existe.');
    const refusal = pollaPrizeRefusal(ticket, taquilla);
    if (refusal) throw new AppError(refusal.code, refusal.message);
    if (!(await tickets.markPaid(tx.db, ticketId, ctx.principal.id, taquilla.id))) throw new AppError('PRIZE_EXPIRED');
    await tx.audit({
      action: 'PAY_PRIZE',
      entity: 'polla_ticket',
      entityId: ticketId,
      subjectPartnerId: taquilla.id,
      before: { serial: ticket.serial, status: 'PREMIADO' },
      after: { serial: ticket.serial, status: 'PAGADO', amount: ticket.prize_total, taquilla: taquilla.name },
    });
  });
  return (await tickets.loadTicket(ctx.db, key))!;
}
