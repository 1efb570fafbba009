import type { Product } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as productRepo from './product-repository';
import { syncBetTypes, syncSymbols } from './sync-product-parts';
import { CATALOGUE_CONFLICTS } from './write';
import { type ProductInput, audited, checkInput, valuesOf } from './product-rules';

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
