import type { CashPrizePage, cashPrizes as cashPrizesContract } from '@banca/contracts';
import type { QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { periodOf } from '../list-filters';
import { prizeRows } from '../resume-repository';
import { sortedBy, summedPage } from '../summed-page';

/** Prizes paid at each taquilla in the period, and those of its tickets still owed, with totals per currency. */
export async function cashPrizes(
  ctx: UseCaseContext,
  query: QueryOf<typeof cashPrizesContract>,
): Promise<CashPrizePage> {
  const { fromDate, toDate } = await periodOf(ctx, query);
  const rows = await prizeRows(ctx.db, ctx.scope, fromDate, toDate);
  return summedPage(sortedBy(rows, query), query, {
    counts: ['paid_count', 'pending_count'],
    amounts: ['paid', 'pending'],
  });
}
