import type { Ticket } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { loadTicket } from './repository';

/** A ticket of the caller's part of the network, with its plays and payment. */
export async function getTicket(ctx: UseCaseContext, id: number): Promise<Ticket> {
  const ticket = await loadTicket(ctx.db, { id }, ctx.scope);
  if (!ticket) throw notFound('El ticket no existe.');
  return ticket;
}
