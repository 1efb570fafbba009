import type { listDistributors as listDistributorsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { partnerQueries } from './partner-list-repository';

/** One page of the partners of the caller's subtree (the distributors' screen lists every kind). */
export async function listDistributors(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listDistributorsContract>>,
) {
  const queries = partnerQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
