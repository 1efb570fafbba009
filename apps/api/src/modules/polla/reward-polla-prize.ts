import type { PollaTicket } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { raise } from '../../lib/domain-events';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { payingTaquillaOf } from '../prizes';
import { refusalOf } from './polla-prize-rule';
import * as tickets from './ticket-repository';

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
    const refusal = refusalOf(ticket, taquilla);
    if (refusal) throw new AppError(refusal.code, refusal.message);
    if (!(await tickets.markPaid(tx.db, ticketId, ctx.principal.id, taquilla.id))) throw new AppError('PRIZE_EXPIRED');
    await raise(tx, 'polla.prize-paid', {
      taquillaId: taquilla.id,
      serial: ticket.serial,
      amount: ticket.prize_total,
      currency: ticket.currency,
    });
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
