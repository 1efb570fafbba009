import type { Category, ZCreateCategoryRequest } from '@banca/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { duplicateField } from '../../lib/unique-violation';
import * as repo from './repository';
import { CATALOGUE_CONFLICTS } from './write';

type CategoryInput = z.output<typeof ZCreateCategoryRequest>;

const categoryNotFound = () => notFound('La categoría no existe.');
const duplicateName = (name: string) => duplicateField('name', `Ya existe una categoría llamada «${name}».`);

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

/** Soft delete: products keep their category, which shows as INACTIVE. */
export async function deactivateCategory(ctx: UseCaseContext, id: number): Promise<Category> {
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
