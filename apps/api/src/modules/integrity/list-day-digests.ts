import type { ListDayDigestsResponse } from '@banca/contracts';
import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { digestQueries, type ListDayDigestsQuery } from './digest-repository';

/**
 * The closed days' digests. They are the whole system's (the chains are global, ADR 057): they
 * name no partner, so there is nothing to scope; the contract lets only the banca's administrators in.
 */
export async function listDayDigests(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<ListDayDigestsQuery>,
): Promise<ListDayDigestsResponse> {
  const { rows, count } = digestQueries(ctx.db, query);
  return listPage(query, cachedCount, rows, count);
}
