import type { Product } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { changeProduct } from './change-product';
import * as productRepo from './product-repository';

/** Soft delete: the product, its symbols and bet types stay for the tickets already sold. */
export async function deleteProduct(ctx: UseCaseContext, id: number): Promise<Product> {
  return changeProduct(ctx, id, 'DEACTIVATE', async (tx, before) => {
    if (before.status === 'INACTIVE') return 'unchanged';
    await productRepo.updateProductRow(tx.db, id, { status: 'INACTIVE' });
  });
}
