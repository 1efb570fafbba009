import type { PublicContext } from '../../lib/use-case';
import { dayOf, type PublicQuery } from './public-page';
import * as repo from './public-repository';

/** The results of the counted draws of a day. */
export async function publicPollaResults(ctx: PublicContext, query: PublicQuery) {
  const day = await dayOf(ctx, query);
  return { date: day.date, draws: await repo.publicResults(ctx.db, day.draw_ids, day.date) };
}
