import { MAX_REPORT_DAYS, type DetailedPrizePage, type ZDetailedPrizeQuery } from '@banca/contracts';
import type { z } from 'zod';
import { invalidField } from '../../lib/app-error';
import { businessToday } from '../../lib/business-day';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

type Query = z.output<typeof ZDetailedPrizeQuery>;
/** The report's filters as the export gets them (no paging). */
export type DetailedPrizeInput = Omit<Query, 'page' | 'per_page'>;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/**
 * The period (today in the caller's zone by default; one day when only one end is given, at most
 * a year) and the partner asked for, which must lie in the caller's subtree (404 otherwise).
 */
export async function resolvePrizeFilters(
  ctx: UseCaseContext,
  query: DetailedPrizeInput,
): Promise<repo.DetailedPrizeFilters> {
  const { from_date: from, to_date: to, partner_id: partnerId, ...rest } = query;
  let fromDate = from ?? to;
  let toDate = to ?? from;
  if (!fromDate || !toDate) fromDate = toDate = await businessToday(ctx);
  if (toDate < fromDate) throw invalidField('to_date', 'La fecha final no puede ser anterior a la inicial.');
  if (daysBetween(fromDate, toDate) >= MAX_REPORT_DAYS) {
    throw invalidField('to_date', `El período no puede pasar de ${MAX_REPORT_DAYS} días.`);
  }
  const partner = partnerId ? await partnerInScopeOr404(ctx.db, ctx.scope, partnerId) : null;
  return { ...rest, from_date: fromDate, to_date: toDate, partner_path: partner?.path };
}

/**
 * Every prize of the caller's subtree: one row per winning play of a ticket not annulled, sold in
 * the period, with its state and payment; totals per currency over every row of the filters. The
 * totals count the rows as well, so the page's total is always counted (a cached count saves nothing).
 */
export async function listDetailedPrizes(ctx: UseCaseContext, query: Query): Promise<DetailedPrizePage> {
  const filters = await resolvePrizeFilters(ctx, query);
  const offset = (query.page - 1) * query.per_page;
  const [data, totals] = await Promise.all([
    repo.prizePage(ctx.db, ctx.scope, filters, query.per_page, offset),
    repo.prizeTotals(ctx.db, ctx.scope, filters),
  ]);
  const total = totals.reduce((sum, entry) => sum + entry.prizes, 0);
  return { data, total, page: query.page, per_page: query.per_page, totals };
}
