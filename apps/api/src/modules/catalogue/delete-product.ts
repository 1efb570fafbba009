import type { Product } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as productRepo from './product-repository';
import { CATALOGUE_CONFLICTS } from './write';
import { productNotFound, audited } from './product-rules';

/** Soft delete: the product, its symbols and bet types stay for the tickets already sold. */
export async function deleteProduct(ctx: UseCaseContext, id: number): Promise<Product> {
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await productRepo.findProduct(tx.db, id);
      if (!before) throw productNotFound();
      if (before.status === 'INACTIVE') return before;
      await productRepo.updateProductRow(tx.db, id, { status: 'INACTIVE' });
      const after = (await productRepo.findProduct(tx.db, id))!;
      await tx.audit({
        action: 'DEACTIVATE',
        entity: 'product',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
