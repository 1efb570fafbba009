import type { ZDailyBetsQuery } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { dayOf, focusPatternOf, reportPage } from './bet-report-filters';
import { dailyBetsReport, type DailyBetsFilters } from './daily-bets-repository';

export type DailyBetsQuery = Omit<z.output<typeof ZDailyBetsQuery>, 'page' | 'per_page'>;

/** daily-bets' filters: the business date (today in the caller's zone by default) and the focus. */
export async function dailyBetsFiltersOf(ctx: UseCaseContext, query: DailyBetsQuery): Promise<DailyBetsFilters> {
  return {
    date: await dayOf(ctx, query.date),
    pattern: await focusPatternOf(ctx, query.partner_id),
    productId: query.product_id,
    drawId: query.draw_id,
    betType: query.bet_type,
    number: query.number,
    currency: query.currency,
    sort: query.sort,
    order: query.order,
  };
}

/** What was played per draw and number on a business date, largest amount first, with totals per currency. */
export async function listDailyBets(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: z.output<typeof ZDailyBetsQuery>; cachedCount: number | null },
) {
  return reportPage(query, cachedCount, dailyBetsReport(ctx.db, await dailyBetsFiltersOf(ctx, query)));
}
