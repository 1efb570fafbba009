import type { listBetsConfigs as listBetsConfigsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { betsConfigQueries } from './bets-config-repository';

/** One page of the agencies' bets configs, each as it applies (its own, or inherited). */
export async function listBetsConfigs(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listBetsConfigsContract>>,
) {
  const queries = betsConfigQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
