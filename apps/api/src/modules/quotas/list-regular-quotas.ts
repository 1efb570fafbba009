import type { ListRegularQuotasRequest } from '@banca/contracts';
import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { quotaListQueries } from './repository';

/** One page of the cupos of the caller's subtree (the filters come in the body). */
export async function listRegularQuotas(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<ListRegularQuotasRequest>,
) {
  const queries = quotaListQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
