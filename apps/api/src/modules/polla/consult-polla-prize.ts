import type { PollaPrizeCheck } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { payingTaquillaOf } from '../prizes';
import { refusalOf } from './polla-prize-rule';
import * as tickets from './ticket-repository';

async function ticketOfBanca(ctx: UseCaseContext, ticketId: number) {
  const taquilla = await payingTaquillaOf(ctx, undefined);
  const key = { id: ticketId, bancaId: taquilla.bancaId };
  const ticket = await tickets.lockTicket(ctx.db, key, { lock: false });
  if (!ticket) throw notFound('El ticket de polla no existe.');
  return { taquilla, ticket, key };
}

/** A polla ticket's prize (daily and weekly parts, picks per draw) and whether this taquilla may pay it. */
export async function consultPollaPrize(ctx: UseCaseContext, ticketId: number): Promise<PollaPrizeCheck> {
  const { taquilla, ticket, key } = await ticketOfBanca(ctx, ticketId);
  const refusal = refusalOf(ticket, taquilla);
  return {
    ticket: (await tickets.loadTicket(ctx.db, key))!,
    payable: refusal === null,
    reason: refusal?.message ?? null,
  };
}
