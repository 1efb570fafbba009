import type { listMovements as listMovementsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { movementQueries } from './movement-repository';
import { movementFiltersOf } from './statement';

/** One page of the movement report of a subtree over a period, with the totals of all its pages. */
export async function listMovements(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listMovementsContract>>,
) {
  const queries = movementQueries(ctx.db, await movementFiltersOf(ctx, query));
  const [page, totals] = await Promise.all([
    listPage(query, cachedCount, queries.rows, queries.count),
    queries.totals(),
  ]);
  return { ...page, totals };
}
