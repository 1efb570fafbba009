import type { PollaTicket } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { subtreePattern } from '../../lib/scope';
import type { UseCaseContext } from '../../lib/use-case';
import * as tickets from './ticket-repository';

/** A ticket of the caller's part of the network by its serial. */
export async function consultPollaTicket(ctx: UseCaseContext, serial: string): Promise<PollaTicket> {
  const ticket = await tickets.loadTicket(ctx.db, { serial, scopePattern: subtreePattern(ctx.scope) });
  if (!ticket) throw notFound('No existe un ticket de polla con ese serial.');
  return ticket;
}
