import type { UseCaseContext } from '../../lib/use-case';
import { poteSummary, type PoteSummaryQuery } from './potes';

/** What moved in a polla type's weekly potes over a period, by concept and type. */
export const getWeeklyJackpotSummary = (ctx: UseCaseContext, query: PoteSummaryQuery) =>
  poteSummary(ctx, 'WEEKLY', query);
