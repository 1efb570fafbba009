import type { Category } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { CATALOGUE_CONFLICTS } from './write';
import { type CategoryInput, duplicateName } from './category-rules';

export async function createCategory(ctx: UseCaseContext, input: CategoryInput): Promise<Category> {
  if (await repo.nameTaken(ctx.db, 'category', input.name)) throw duplicateName(input.name);
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await repo.insertCategory(tx.db, { name: input.name, status: input.status });
      const after = (await repo.findCategory(tx.db, id))!;
      await tx.audit({ action: 'CREATE', entity: 'product_category', entityId: id, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
