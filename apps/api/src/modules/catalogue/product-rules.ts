import type { Product, ZCreateProductRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../lib/app-error';
import { duplicateField } from '../../lib/unique-violation';
import * as productRepo from './product-repository';
import * as repo from './repository';
import { assertImagesExist } from './write';

export type ProductInput = z.output<typeof ZCreateProductRequest>;

export const productNotFound = () => notFound('El producto no existe.');

/** The product as the audit keeps it: its symbols and bet types get their own entries. */
export const audited = ({ symbols: _symbols, bet_types: _betTypes, ...product }: Product) => product;

/**
 * Checks the references a product makes (lottery, category, images, bet types) and its name.
 * A newly chosen lottery or category must be ACTIVE; one the product already had may not be.
 */
export async function checkInput(db: Db, input: ProductInput, current: Product | null): Promise<Map<string, number>> {
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

export const valuesOf = (input: ProductInput): productRepo.ProductValues => ({
  lotteryId: input.lottery_id,
  categoryId: input.category_id,
  name: input.name,
  productType: input.product_type,
  imageId: input.image_id,
  status: input.status,
});
