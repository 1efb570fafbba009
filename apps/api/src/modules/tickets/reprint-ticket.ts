import type { Ticket } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { loadTicket } from './repository';

/**
 * A ticket printed again, read within the caller's part of the network as its detail is, and
 * audited with its serial: a reprint is how a paid or annulled paper could be passed off again.
 */
export async function reprintTicket(ctx: UseCaseContext, { serial }: { serial: string }): Promise<Ticket> {
  return inTransaction(ctx, async (tx) => {
    const ticket = await loadTicket(tx.db, { serial }, tx.scope);
    if (!ticket) throw notFound('El ticket no existe.');
    await tx.audit({
      action: 'REPRINT_TICKET',
      entity: 'ticket',
      entityId: ticket.id,
      subjectPartnerId: ticket.taquilla.id,
      after: { serial: ticket.serial, status: ticket.status },
    });
    return ticket;
  });
}
