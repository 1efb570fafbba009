import type { ListCommissionsRequest } from '@banca/contracts';
import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { commissionListQueries } from './repository';

/** One page of the commissions of the caller's subtree (the filters come in the body). */
export async function listCommissions(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<ListCommissionsRequest>,
) {
  const queries = commissionListQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
