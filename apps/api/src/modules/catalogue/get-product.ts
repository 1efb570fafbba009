import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import * as productRepo from './product-repository';

/** One product with its symbols and bet types. */
export async function getProduct({ db }: UseCaseContext, id: number) {
  const product = await productRepo.findProduct(db, id);
  if (!product) throw notFound('El producto no existe.');
  return product;
}
