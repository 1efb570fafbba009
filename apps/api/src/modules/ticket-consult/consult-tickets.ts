import type { TicketSummary } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import { listPage, type Page } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { ticketConsultQueries, todayIn, type TicketConsultFilters } from './repository';

/**
 * The tickets of the caller's subtree that match the filters. Without a serial and without
 * dates the search is today's (the caller's zone); a serial alone searches every date, since
 * whoever has the printed ticket rarely knows the day it was sold.
 */
export async function consultTickets(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: TicketConsultFilters; cachedCount: number | null },
): Promise<Page<TicketSummary>> {
  if (query.serial && !/^\d+$/.test(query.serial)) throw invalidField('serial', 'El serial solo tiene dígitos.');
  if (query.date_from && query.date_to && query.date_to < query.date_from) {
    throw invalidField('date_to', 'La fecha final no puede ser anterior a la inicial.');
  }
  const filters = { ...query };
  if (!query.serial && !query.date_from && !query.date_to) {
    const today = await todayIn(ctx.db, ctx.timezone);
    filters.date_from = today;
    filters.date_to = today;
  }
  const queries = ticketConsultQueries(ctx.db, ctx.scope, filters);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
