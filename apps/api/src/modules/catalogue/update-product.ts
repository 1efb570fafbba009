import type { Product } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { changeProduct } from './change-product';
import * as productRepo from './product-repository';
import { syncBetTypes, syncSymbols } from './sync-product-parts';
import { type ProductInput, productNotFound, checkInput, valuesOf } from './product-rules';

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
  return changeProduct(ctx, id, 'UPDATE', async (tx) => {
    await productRepo.updateProductRow(tx.db, id, valuesOf(input));
    await syncSymbols(tx, id, input.symbols);
    await syncBetTypes(tx, id, input.bet_types, betTypeIds);
  });
}
