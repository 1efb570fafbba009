import type { Product } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as productRepo from './product-repository';
import { audited, productNotFound } from './product-rules';
import { CATALOGUE_CONFLICTS } from './write';

/**
 * A change of an existing product in one transaction with its audit row (`action`): `change`
 * writes it over the product as it was, or answers `'unchanged'` (nothing written, nothing audited).
 * Answers the product as it is now.
 */
export function changeProduct(
  ctx: UseCaseContext,
  id: number,
  action: string,
  change: (tx: UseCaseContext, before: Product) => Promise<'unchanged' | void>,
): Promise<Product> {
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await productRepo.findProduct(tx.db, id);
      if (!before) throw productNotFound();
      if ((await change(tx, before)) === 'unchanged') return before;
      const after = (await productRepo.findProduct(tx.db, id))!;
      await tx.audit({ action, entity: 'product', entityId: id, before: audited(before), after: audited(after) });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
