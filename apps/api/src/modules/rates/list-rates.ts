import type { listRates as listRatesContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { rateQueries } from './repository';

/** One page of the exchange rates of the caller's subtree. */
export async function listRates(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listRatesContract>>,
) {
  const queries = rateQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
