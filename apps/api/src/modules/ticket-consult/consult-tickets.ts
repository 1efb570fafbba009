import type { TicketConsultPage, ZTicketConsultQuery } from '@banca/contracts';
import type { z } from 'zod';
import { invalidField } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';
import { ticketPage, ticketTotals, type TicketConsultFilters } from './repository';

/**
 * The search's filters as asked, checked, and dated: without a serial and without dates the
 * search is today's (the caller's zone); a serial alone searches every date, since whoever has
 * the printed ticket rarely knows the day it was sold.
 */
export async function resolveTicketFilters(
  ctx: UseCaseContext,
  query: TicketConsultFilters,
): Promise<TicketConsultFilters> {
  if (query.serial && !/^\d+$/.test(query.serial)) throw invalidField('serial', 'El serial solo tiene dígitos.');
  if (query.date_from && query.date_to && query.date_to < query.date_from) {
    throw invalidField('date_to', 'La fecha final no puede ser anterior a la inicial.');
  }
  if (query.serial || query.date_from || query.date_to) return query;
  const today = await businessToday(ctx);
  return { ...query, date_from: today, date_to: today };
}

/**
 * The tickets of the caller's subtree that match the filters, and the totals per currency over
 * all of them. The totals count the tickets too, so the page's total is always counted.
 */
export async function consultTickets(
  ctx: UseCaseContext,
  query: z.output<typeof ZTicketConsultQuery>,
): Promise<TicketConsultPage> {
  const { page, per_page: perPage, ...asked } = query;
  const filters = await resolveTicketFilters(ctx, asked);
  const [data, totals] = await Promise.all([
    ticketPage(ctx.db, ctx.scope, filters, perPage, (page - 1) * perPage),
    ticketTotals(ctx.db, ctx.scope, filters),
  ]);
  const total = totals.reduce((sum, entry) => sum + entry.tickets, 0);
  return { data, total, page, per_page: perPage, totals };
}
