import type { listCategories as listCategoriesContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** One page of the product categories. */
export async function listCategories(
  { db }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listCategoriesContract>>,
) {
  return listPage(
    query,
    cachedCount,
    (limit, offset) => repo.listCategories(db, query, query, limit, offset),
    () => repo.countCategories(db, query),
  );
}
