import type { listAccounts as listAccountsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { accountQueries } from './repository';

/** One page of the chart of accounts the caller sees. */
export async function listAccounts(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listAccountsContract>>,
) {
  const queries = accountQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
