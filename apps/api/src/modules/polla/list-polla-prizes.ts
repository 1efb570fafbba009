import type { UseCaseContext } from '../../lib/use-case';
import { listPollaTickets, type TicketListQuery } from './list-polla-tickets';

/** The tickets with a prize of the caller's part of the network on a draw date, as the tickets list reads them. */
export const listPollaPrizes = (ctx: UseCaseContext, query: TicketListQuery) =>
  listPollaTickets(ctx, query, { withPrize: true });
