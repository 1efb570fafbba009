import type { listBlockedNumbers as listBlockedNumbersContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { blockedNumberQueries } from './blocked-number-repository';

/** One page of the blocked numbers of the caller's subtree, the dates read in the caller's zone. */
export async function listBlockedNumbers(
  { db, scope, timezone }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listBlockedNumbersContract>>,
) {
  const queries = blockedNumberQueries(db, scope, query, timezone);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
