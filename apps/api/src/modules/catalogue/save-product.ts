import type { Product, ZCreateProductRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { duplicateField } from '../../lib/unique-violation';
import * as productRepo from './product-repository';
import * as repo from './repository';
import { syncBetTypes, syncSymbols } from './sync-product-parts';
import { assertImagesExist, CATALOGUE_CONFLICTS } from './write';

type ProductInput = z.output<typeof ZCreateProductRequest>;

const productNotFound = () => notFound('El producto no existe.');

/** The product as the audit keeps it: its symbols and bet types get their own entries. */
const audited = ({ symbols: _symbols, bet_types: _betTypes, ...product }: Product) => product;

/**
 * Checks the references a product makes (lottery, category, images, bet types) and its name.
 * A newly chosen lottery or category must be ACTIVE; one the product already had may not be.
 */
async function checkInput(db: Db, input: ProductInput, current: Product | null): Promise<Map<string, number>> {
  const lottery = await repo.findLottery(db, input.lottery_id);
  if (!lottery) throw invalidField('lottery_id', 'La lotería no existe.');
  if (lottery.status !== 'ACTIVE' && lottery.id !== current?.lottery_id)
    throw invalidField('lottery_id', 'La lotería está inactiva.');
  if (input.category_id !== null) {
    const category = await repo.findCategory(db, input.category_id);
    if (!category) throw invalidField('category_id', 'La categoría no existe.');
    if (category.status !== 'ACTIVE' && category.id !== current?.category_id)
      throw invalidField('category_id', 'La categoría está inactiva.');
  }
  await assertImagesExist(db, [
    { field: 'image_id', id: input.image_id },
    ...input.symbols.map((symbol, i) => ({ field: `symbols.${i}.image_id`, id: symbol.image_id })),
  ]);
  const betTypes = await productRepo.betTypesByCode(db);
  for (const [i, { code }] of input.bet_types.entries()) {
    const betType = betTypes.get(code);
    if (!betType || betType.status !== 'ACTIVE')
      throw invalidField(`bet_types.${i}.code`, `El tipo de jugada ${code} no está disponible.`);
  }
  if (await repo.nameTaken(db, 'product', input.name, current?.id)) {
    throw duplicateField('name', `Ya existe un producto llamado «${input.name}».`);
  }
  return new Map([...betTypes].map(([code, betType]) => [code, betType.id]));
}

const valuesOf = (input: ProductInput): productRepo.ProductValues => ({
  lotteryId: input.lottery_id,
  categoryId: input.category_id,
  name: input.name,
  productType: input.product_type,
  imageId: input.image_id,
  status: input.status,
});

/** A product with its symbols and bet types: one transaction, one audit entry per row. */
export async function createProduct(ctx: UseCaseContext, input: ProductInput): Promise<Product> {
  const betTypeIds = await checkInput(ctx.db, input, null);
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await productRepo.insertProduct(tx.db, valuesOf(input));
      await syncSymbols(tx, id, input.symbols);
      await syncBetTypes(tx, id, input.bet_types, betTypeIds);
      const after = (await productRepo.findProduct(tx.db, id))!;
      await tx.audit({ action: 'CREATE', entity: 'product', entityId: id, after: audited(after) });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}

export async function updateProduct(
  ctx: UseCaseContext,
  { id, ...input }: ProductInput & { id: number },
): Promise<Product> {
  const current = await productRepo.findProduct(ctx.db, id);
  if (!current) throw productNotFound();
  if (input.product_type !== current.product_type) {
    throw invalidField('product_type', 'El tipo de un producto no se puede cambiar: cree un producto nuevo.');
  }
  const betTypeIds = await checkInput(ctx.db, input, current);
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await productRepo.findProduct(tx.db, id);
      if (!before) throw productNotFound();
      await productRepo.updateProductRow(tx.db, id, valuesOf(input));
      await syncSymbols(tx, id, input.symbols);
      await syncBetTypes(tx, id, input.bet_types, betTypeIds);
      const after = (await productRepo.findProduct(tx.db, id))!;
      await tx.audit({
        action: 'UPDATE',
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

/** Soft delete: the product, its symbols and bet types stay for the tickets already sold. */
export async function deactivateProduct(ctx: UseCaseContext, id: number): Promise<Product> {
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
