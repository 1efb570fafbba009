import type { PollaTicketPage, PollaTicketStatus } from '@banca/contracts';
import { businessToday } from '../../lib/business-day';
import { subtreePattern } from '../../lib/scope';
import type { UseCaseContext } from '../../lib/use-case';
import * as tickets from './ticket-repository';

export interface TicketListQuery {
  date?: string | undefined;
  status?: PollaTicketStatus[] | undefined;
  polla_type?: number | undefined;
  page: number;
  per_page: number;
  sort?: 'sold_at' | 'serial' | 'status' | undefined;
  order: 'asc' | 'desc';
}

/** The tickets of the caller's part of the network on a draw date (today in the caller's zone by default). */
export async function listPollaTickets(
  ctx: UseCaseContext,
  query: TicketListQuery,
  only: { withPrize?: boolean } = {},
): Promise<PollaTicketPage> {
  const date = query.date ?? (await businessToday(ctx));
  const filters = {
    scopePattern: subtreePattern(ctx.scope),
    date,
    statuses: query.status,
    pollaTypeId: query.polla_type,
    ...only,
  };
  const offset = (query.page - 1) * query.per_page;
  const [data, totals] = await Promise.all([
    tickets.listTickets(ctx.db, filters, query, query.per_page, offset),
    tickets.ticketTotals(ctx.db, filters),
  ]);
  const total = totals.reduce((sum, row) => sum + row.tickets, 0);
  return {
    data,
    total,
    page: query.page,
    per_page: query.per_page,
    totals: totals as PollaTicketPage['totals'],
  };
}
