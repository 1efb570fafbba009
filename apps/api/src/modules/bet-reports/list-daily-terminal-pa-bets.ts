import type { ZDailyTerminalPaBetsQuery } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { periodFocusOf, reportPage } from './bet-report-filters';
import { terminalPaBetsReport, type TerminalPaBetsFilters } from './terminal-pa-bets-repository';

export type DailyTerminalPaBetsQuery = Omit<z.output<typeof ZDailyTerminalPaBetsQuery>, 'page' | 'per_page'>;

/** daily-terminal-pa-bets' filters: the period (today by default, at most a year) and the focus. */
export async function terminalPaBetsFiltersOf(
  ctx: UseCaseContext,
  query: DailyTerminalPaBetsQuery,
): Promise<TerminalPaBetsFilters> {
  return {
    ...(await periodFocusOf(ctx, query)),
    productId: query.product_id,
    currency: query.currency,
    sort: query.sort,
    order: query.order,
  };
}

/**
 * The daily plays of each Panamá taquilla per product in the caller's subtree (none outside
 * Panamá's networks: an empty page), newest day first, with totals per currency.
 */
export async function listDailyTerminalPaBets(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: z.output<typeof ZDailyTerminalPaBetsQuery>; cachedCount: number | null },
) {
  return reportPage(query, cachedCount, terminalPaBetsReport(ctx.db, await terminalPaBetsFiltersOf(ctx, query)));
}
