import type { Category } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { CATALOGUE_CONFLICTS } from './write';
import { categoryNotFound } from './category-rules';

/** Soft delete: products keep their category, which shows as INACTIVE. */
export async function deleteCategory(ctx: UseCaseContext, id: number): Promise<Category> {
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findCategory(tx.db, id);
      if (!before) throw categoryNotFound();
      if (before.status === 'INACTIVE') return before;
      await repo.updateCategoryRow(tx.db, id, { status: 'INACTIVE' });
      const after = (await repo.findCategory(tx.db, id))!;
      await tx.audit({ action: 'DEACTIVATE', entity: 'product_category', entityId: id, before, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
