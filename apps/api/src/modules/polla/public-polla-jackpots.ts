import type { PublicContext } from '../../lib/use-case';
import { dayOf, type PublicQuery } from './public-page';
import * as repo from './public-repository';

/** The daily pote of the day and the weekly pote of its week, as they stand. */
export async function publicPollaJackpots(ctx: PublicContext, query: PublicQuery) {
  const day = await dayOf(ctx, query);
  const potes = await repo.publicPotes(ctx.db, query['polla-type'], day.date);
  const daily = potes.find((pote) => pote.kind === 'DAILY');
  const weekly = potes.find((pote) => pote.kind === 'WEEKLY');
  return {
    currency: day.currency,
    daily: daily
      ? { start_date: daily.start_date, first_amount: daily.first_amount, second_amount: daily.second_amount }
      : null,
    weekly: weekly ? { start_date: weekly.start_date, amount: weekly.first_amount } : null,
  };
}
