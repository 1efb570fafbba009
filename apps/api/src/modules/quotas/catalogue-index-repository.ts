import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betTypes, draws, productBetTypes, products } from '../../db/schema';

/** The catalogue tables limits read whole (small): products, bet types, draws and the sold pairs in display order. */
export function catalogueRows(db: Db) {
  return Promise.all([
    db.select({ id: products.id, name: products.name, status: products.status }).from(products),
    db.select({ id: betTypes.id, code: betTypes.code, name: betTypes.name }).from(betTypes),
    db.select({ id: draws.id, name: draws.name, productId: draws.productId, drawTime: draws.drawTime }).from(draws),
    db
      .select({ productId: productBetTypes.productId, betTypeId: productBetTypes.betTypeId, product: products.name })
      .from(productBetTypes)
      .innerJoin(products, eq(products.id, productBetTypes.productId))
      .where(and(eq(productBetTypes.status, 'ACTIVE'), eq(products.status, 'ACTIVE')))
      .orderBy(products.name, productBetTypes.betTypeId),
  ]);
}
