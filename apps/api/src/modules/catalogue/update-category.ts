import type { Category } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { CATALOGUE_CONFLICTS } from './write';
import { type CategoryInput, categoryNotFound, duplicateName } from './category-rules';

export async function updateCategory(
  ctx: UseCaseContext,
  { id, ...input }: CategoryInput & { id: number },
): Promise<Category> {
  if (!(await repo.findCategory(ctx.db, id))) throw categoryNotFound();
  if (await repo.nameTaken(ctx.db, 'category', input.name, id)) throw duplicateName(input.name);
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findCategory(tx.db, id);
      if (!before) throw categoryNotFound();
      await repo.updateCategoryRow(tx.db, id, { name: input.name, status: input.status });
      const after = (await repo.findCategory(tx.db, id))!;
      await tx.audit({ action: 'UPDATE', entity: 'product_category', entityId: id, before, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
