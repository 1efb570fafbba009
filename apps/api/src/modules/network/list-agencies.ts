import type { listAgencies as listAgenciesContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { agencyQueries } from './agency-repository';

/** One page of the agencies of the caller's subtree. */
export async function listAgencies(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listAgenciesContract>>,
) {
  const queries = agencyQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
