import { ticketCheckLink, ticketCopyText, type SendTicketCopyRequest } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { loadTicket } from '../tickets';
import type { CopySender } from './copy-sender';

/** A phone written for the audit: its last four digits. */
const maskedPhone = (phone: string) => `…${phone.slice(-4)}`;

/**
 * Sends a ticket's digital copy (the same text the seller sees, with the link to its public
 * check) to the customer's phone through the configured provider. Only a ticket of the caller's
 * part of the network; refused with a clear reason when no provider is configured.
 */
export function makeSendTicketCopy(sender: CopySender | null) {
  return async (ctx: UseCaseContext, input: SendTicketCopyRequest & { origin: string }) => {
    if (!sender || !sender.channels.includes(input.channel)) {
      throw new AppError('UNPROCESSABLE', 'El envío de copias por este canal no está configurado.');
    }
    const ticket = await loadTicket(ctx.db, { serial: input.serial }, ctx.scope);
    if (!ticket) throw notFound('El ticket no existe.');
    const text = ticketCopyText(ticket, ticketCheckLink(input.origin, ticket.serial, ticket.security_code));
    await sender.send({ channel: input.channel, to: input.phone, text });
    await ctx.audit({
      action: 'SEND_TICKET_COPY',
      entity: 'ticket',
      entityId: ticket.id,
      subjectPartnerId: ticket.taquilla.id,
      after: { serial: ticket.serial, channel: input.channel, phone: maskedPhone(input.phone) },
    });
    return { sent: true as const };
  };
}
