import type { listAccountEntries as listAccountEntriesContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { statementQueries } from './statement';

/** One page of a partner's statement over a period. */
export async function listAccountEntries(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listAccountEntriesContract>>,
) {
  const queries = await statementQueries(ctx, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
