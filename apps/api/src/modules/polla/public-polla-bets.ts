import type { PublicContext } from '../../lib/use-case';
import { dayOf, type PublicQuery } from './public-page';
import * as repo from './public-repository';

/** The day's bets, without anything of the customers. */
export async function publicPollaBets(ctx: PublicContext, query: PublicQuery) {
  const day = await dayOf(ctx, query);
  return { data: await repo.betsOfDay(ctx.db, query['polla-type'], day.date) };
}
