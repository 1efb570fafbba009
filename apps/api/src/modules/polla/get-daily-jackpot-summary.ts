import type { UseCaseContext } from '../../lib/use-case';
import { poteSummary, type PoteSummaryQuery } from './potes';

/** What moved in a polla type's daily potes over a period, by concept and type. */
export const getDailyJackpotSummary = (ctx: UseCaseContext, query: PoteSummaryQuery) =>
  poteSummary(ctx, 'DAILY', query);
