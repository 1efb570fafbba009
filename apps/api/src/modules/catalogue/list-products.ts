import type { listProducts as listProductsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import * as productRepo from './product-repository';

/** One page of the products. */
export async function listProducts(
  { db }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listProductsContract>>,
) {
  return listPage(
    query,
    cachedCount,
    (limit, offset) => productRepo.listProducts(db, query, query, limit, offset),
    () => productRepo.countProducts(db, query),
  );
}
