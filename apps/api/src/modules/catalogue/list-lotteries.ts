import type { listLotteries as listLotteriesContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** One page of the lotteries. */
export async function listLotteries(
  { db }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listLotteriesContract>>,
) {
  return listPage(
    query,
    cachedCount,
    (limit, offset) => repo.listLotteries(db, query, query, limit, offset),
    () => repo.countLotteries(db, query),
  );
}
