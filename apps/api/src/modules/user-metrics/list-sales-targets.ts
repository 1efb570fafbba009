import type { listSalesTargets as listSalesTargetsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { salesTargetQueries } from './sales-target-repository';

/** One page of the sales targets of the caller's subtree, with their progress. */
export async function listSalesTargets(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listSalesTargetsContract>>,
) {
  const queries = salesTargetQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
