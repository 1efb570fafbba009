import type { Category, ZCreateCategoryRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { productCategories } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { duplicateField } from '../../lib/unique-violation';
import * as repo from './repository';
import { catalogueTransaction } from './write';

type CategoryInput = z.output<typeof ZCreateCategoryRequest>;

const categoryNotFound = () => notFound('La categoría no existe.');
const duplicateName = (name: string) => duplicateField('name', `Ya existe una categoría llamada «${name}».`);

export async function createCategory(db: Db, input: CategoryInput, actor: AuditActor): Promise<Category> {
  if (await repo.nameTaken(db, productCategories, input.name)) throw duplicateName(input.name);
  return catalogueTransaction(db, async (tx) => {
    const id = await repo.insertCategory(tx, { name: input.name, status: input.status });
    const after = (await repo.findCategory(tx, id))!;
    await recordAudit(tx, actor, { action: 'CREATE', entity: 'product_category', entityId: id, after });
    return after;
  });
}

export async function updateCategory(db: Db, id: number, input: CategoryInput, actor: AuditActor): Promise<Category> {
  if (!(await repo.findCategory(db, id))) throw categoryNotFound();
  if (await repo.nameTaken(db, productCategories, input.name, id)) throw duplicateName(input.name);
  return catalogueTransaction(db, async (tx) => {
    const before = await repo.findCategory(tx, id);
    if (!before) throw categoryNotFound();
    await repo.updateCategoryRow(tx, id, { name: input.name, status: input.status });
    const after = (await repo.findCategory(tx, id))!;
    await recordAudit(tx, actor, { action: 'UPDATE', entity: 'product_category', entityId: id, before, after });
    return after;
  });
}

/** Soft delete: products keep their category, which shows as INACTIVE. */
export async function deactivateCategory(db: Db, id: number, actor: AuditActor): Promise<Category> {
  return catalogueTransaction(db, async (tx) => {
    const before = await repo.findCategory(tx, id);
    if (!before) throw categoryNotFound();
    if (before.status === 'INACTIVE') return before;
    await repo.updateCategoryRow(tx, id, { status: 'INACTIVE' });
    const after = (await repo.findCategory(tx, id))!;
    await recordAudit(tx, actor, { action: 'DEACTIVATE', entity: 'product_category', entityId: id, before, after });
    return after;
  });
}
