import { imageUrl, type CatalogueStatus, type Product, type ProductRow, type ProductType } from '@banca/contracts';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betTypes, lotteries, productBetTypes, productCategories, products, productSymbols } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { containing } from './repository';

const productSelection = {
  id: products.id,
  name: products.name,
  product_type: products.productType,
  lottery_id: products.lotteryId,
  lottery_name: lotteries.name,
  category_id: products.categoryId,
  category_name: productCategories.name,
  image_id: products.imageId,
  status: products.status,
  symbol_count: sql<number>`(SELECT count(*)::int FROM product_symbols s WHERE s.product_id = "products"."id" AND s.status = 'ACTIVE')`,
  draw_count: sql<number>`(SELECT count(*)::int FROM draws d WHERE d.product_id = "products"."id" AND d.status = 'ACTIVE')`,
};

const toProductRow = (row: Omit<ProductRow, 'image_url'>): ProductRow => ({
  ...row,
  image_url: row.image_id ? imageUrl(row.image_id) : null,
});

export interface ProductFilters {
  search?: string | undefined;
  status?: CatalogueStatus | undefined;
  product_type?: ProductType | undefined;
  lottery_id?: number | undefined;
}

function productWhere(filters: ProductFilters): SQL | undefined {
  const search = filters.search ? containing(filters.search) : null;
  return and(
    search ? or(ilike(products.name, search), ilike(lotteries.name, search)) : undefined,
    filters.status ? eq(products.status, filters.status) : undefined,
    filters.product_type ? eq(products.productType, filters.product_type) : undefined,
    filters.lottery_id ? eq(products.lotteryId, filters.lottery_id) : undefined,
  );
}

const baseQuery = (db: Db) =>
  db
    .select(productSelection)
    .from(products)
    .innerJoin(lotteries, eq(lotteries.id, products.lotteryId))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId));

export async function listProducts(
  db: Db,
  filters: ProductFilters,
  sort: { sort?: 'name' | 'lottery_name' | 'product_type' | 'status' | 'id'; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  const columns = {
    name: products.name,
    lottery_name: lotteries.name,
    product_type: products.productType,
    status: products.status,
    id: products.id,
  };
  const rows = await baseQuery(db)
    .where(productWhere(filters))
    .orderBy(...orderBy(columns, sort, 'name', products.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toProductRow);
}

export async function countProducts(db: Db, filters: ProductFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(lotteries, eq(lotteries.id, products.lotteryId))
    .where(productWhere(filters));
  return row?.n ?? 0;
}

/** A product with its ACTIVE symbols (in their order) and ACTIVE bet types. */
export async function findProduct(db: Db, id: number): Promise<Product | null> {
  const [row] = await baseQuery(db).where(eq(products.id, id));
  if (!row) return null;
  const symbols = await db
    .select({
      id: productSymbols.id,
      number: productSymbols.number,
      name: productSymbols.name,
      image_id: productSymbols.imageId,
    })
    .from(productSymbols)
    .where(and(eq(productSymbols.productId, id), eq(productSymbols.status, 'ACTIVE')))
    .orderBy(asc(productSymbols.sortOrder), asc(productSymbols.id));
  const bets = await activeBetTypesOf(db, id);
  return {
    ...toProductRow(row),
    symbols: symbols.map((symbol) => ({ ...symbol, image_url: symbol.image_id ? imageUrl(symbol.image_id) : null })),
    bet_types: bets,
  };
}

/** The bet types a product sells and their multipliers (also shown by a draw's detail). */
export async function activeBetTypesOf(db: Db, productId: number) {
  const rows = await db
    .select({
      bet_type_id: betTypes.id,
      code: betTypes.code,
      name: betTypes.name,
      multiplier: productBetTypes.multiplier,
    })
    .from(productBetTypes)
    .innerJoin(betTypes, eq(betTypes.id, productBetTypes.betTypeId))
    .where(and(eq(productBetTypes.productId, productId), eq(productBetTypes.status, 'ACTIVE')))
    .orderBy(asc(betTypes.id));
  return rows as Product['bet_types'];
}

export interface ProductValues {
  lotteryId: number;
  categoryId: number | null;
  name: string;
  productType: ProductType;
  imageId: number | null;
  status: CatalogueStatus;
}

export async function insertProduct(db: Db, values: ProductValues): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProductRow(db: Db, id: number, values: Partial<ProductValues>): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** The product row as stored (for the audit's before and after). */
export async function productRowOf(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

// ── Symbols and bet types of a product, every status (the use case syncs them) ───────────

export type SymbolRow = typeof productSymbols.$inferSelect;
export type ProductBetTypeRow = typeof productBetTypes.$inferSelect;

export const symbolsOf = (db: Db, productId: number): Promise<SymbolRow[]> =>
  db.select().from(productSymbols).where(eq(productSymbols.productId, productId));

export async function insertSymbols(db: Db, rows: (typeof productSymbols.$inferInsert)[]): Promise<SymbolRow[]> {
  return rows.length ? db.insert(productSymbols).values(rows).returning() : [];
}

export async function updateSymbol(
  db: Db,
  id: number,
  values: Partial<Pick<SymbolRow, 'name' | 'imageId' | 'sortOrder' | 'status'>>,
) {
  await db
    .update(productSymbols)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productSymbols.id, id));
}

export const productBetTypesOf = (db: Db, productId: number): Promise<ProductBetTypeRow[]> =>
  db.select().from(productBetTypes).where(eq(productBetTypes.productId, productId));

export async function insertProductBetType(
  db: Db,
  values: typeof productBetTypes.$inferInsert,
): Promise<ProductBetTypeRow> {
  const [row] = await db.insert(productBetTypes).values(values).returning();
  return row!;
}

export async function updateProductBetType(
  db: Db,
  id: number,
  values: Partial<Pick<ProductBetTypeRow, 'multiplier' | 'status'>>,
) {
  await db
    .update(productBetTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productBetTypes.id, id));
}

/** Every bet type by code, with its id and status. */
export async function betTypesByCode(db: Db): Promise<Map<string, { id: number; status: CatalogueStatus }>> {
  const rows = await db.select({ id: betTypes.id, code: betTypes.code, status: betTypes.status }).from(betTypes);
  return new Map(rows.map((row) => [row.code, { id: row.id, status: row.status }]));
}
