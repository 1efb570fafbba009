import type { ZBetNumberQuery } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { periodFocusOf, reportPage } from './bet-report-filters';
import { betNumberReport, type BetNumberFilters } from './bet-number-repository';

export type BetNumberQuery = Omit<z.output<typeof ZBetNumberQuery>, 'page' | 'per_page'>;

/** bet-number's filters: the number, the period (today by default, at most a year) and the focus. */
export async function betNumberFiltersOf(ctx: UseCaseContext, query: BetNumberQuery): Promise<BetNumberFilters> {
  return {
    ...(await periodFocusOf(ctx, query)),
    number: query.number,
    productId: query.product_id,
    drawId: query.draw_id,
    betType: query.bet_type,
    currency: query.currency,
    sort: query.sort,
    order: query.order,
  };
}

/** One number per day and draw over a period, newest day first, with totals per currency. */
export async function listBetNumber(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: z.output<typeof ZBetNumberQuery>; cachedCount: number | null },
) {
  return reportPage(query, cachedCount, betNumberReport(ctx.db, await betNumberFiltersOf(ctx, query)));
}
