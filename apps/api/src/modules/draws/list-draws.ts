import type { listDraws as listDrawsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** One page of the scheduled draws. */
export async function listDraws(
  { db }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listDrawsContract>>,
) {
  return listPage(
    query,
    cachedCount,
    (limit, offset) => repo.listDraws(db, query, query, limit, offset),
    () => repo.countDraws(db, query),
  );
}
