import { imageUrl, type Category, type CatalogueStatus, type Lottery } from '@banca/contracts';
import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteries, productCategories, products } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { orderBy } from '../../lib/pagination';

/** `%text%` for ILIKE, with the caller's % and _ taken literally (the draws' search uses it too). */
export const containing = containsPattern;

const NAMED = { lottery: lotteries, category: productCategories, product: products };

/** Another row (not `exceptId`) already has this name, compared without case. */
export async function nameTaken(db: Db, kind: keyof typeof NAMED, name: string, exceptId?: number) {
  const table = NAMED[kind];
  const sameName = eq(sql`lower(${table.name})`, name.toLowerCase());
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(sameName, ne(table.id, exceptId)) : sameName)
    .limit(1);
  return Boolean(row);
}

// ── Lotteries ────────────────────────────────────────────────────────────────────────────

const lotterySelection = {
  id: lotteries.id,
  name: lotteries.name,
  abbreviation: lotteries.abbreviation,
  logo_image_id: lotteries.logoImageId,
  status: lotteries.status,
  product_count: sql<number>`(SELECT count(*)::int FROM products p WHERE p.lottery_id = "lotteries"."id")`,
};
const toLottery = (row: Omit<Lottery, 'logo_url'>): Lottery => ({
  ...row,
  logo_url: row.logo_image_id ? imageUrl(row.logo_image_id) : null,
});

export interface LotteryFilters {
  search?: string | undefined;
  status?: CatalogueStatus | undefined;
}

function lotteryWhere(filters: LotteryFilters): SQL | undefined {
  const search = filters.search ? containing(filters.search) : null;
  return and(
    search ? or(ilike(lotteries.name, search), ilike(lotteries.abbreviation, search)) : undefined,
    filters.status ? eq(lotteries.status, filters.status) : undefined,
  );
}

export async function listLotteries(
  db: Db,
  filters: LotteryFilters,
  sort: { sort?: 'name' | 'abbreviation' | 'status' | 'id'; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<Lottery[]> {
  const columns = {
    name: lotteries.name,
    abbreviation: lotteries.abbreviation,
    status: lotteries.status,
    id: lotteries.id,
  };
  const rows = await db
    .select(lotterySelection)
    .from(lotteries)
    .where(lotteryWhere(filters))
    .orderBy(...orderBy(columns, sort, 'name', lotteries.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toLottery);
}

export async function countLotteries(db: Db, filters: LotteryFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lotteries)
    .where(lotteryWhere(filters));
  return row?.n ?? 0;
}

export async function findLottery(db: Db, id: number): Promise<Lottery | null> {
  const [row] = await db.select(lotterySelection).from(lotteries).where(eq(lotteries.id, id));
  return row ? toLottery(row) : null;
}

export interface LotteryValues {
  name: string;
  abbreviation: string;
  logoImageId: number | null;
  status: CatalogueStatus;
}

export async function insertLottery(db: Db, values: LotteryValues): Promise<number> {
  const [row] = await db.insert(lotteries).values(values).returning({ id: lotteries.id });
  return row!.id;
}

export async function updateLotteryRow(db: Db, id: number, values: Partial<LotteryValues>): Promise<void> {
  await db
    .update(lotteries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lotteries.id, id));
}

// ── Categories ───────────────────────────────────────────────────────────────────────────

const categorySelection = {
  id: productCategories.id,
  name: productCategories.name,
  status: productCategories.status,
  product_count: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = "product_categories"."id")`,
};

function categoryWhere(filters: LotteryFilters): SQL | undefined {
  return and(
    filters.search ? ilike(productCategories.name, containing(filters.search)) : undefined,
    filters.status ? eq(productCategories.status, filters.status) : undefined,
  );
}

export async function listCategories(
  db: Db,
  filters: LotteryFilters,
  sort: { sort?: 'name' | 'status' | 'id'; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<Category[]> {
  const columns = { name: productCategories.name, status: productCategories.status, id: productCategories.id };
  return db
    .select(categorySelection)
    .from(productCategories)
    .where(categoryWhere(filters))
    .orderBy(...orderBy(columns, sort, 'name', productCategories.id))
    .limit(limit)
    .offset(offset);
}

export async function countCategories(db: Db, filters: LotteryFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productCategories)
    .where(categoryWhere(filters));
  return row?.n ?? 0;
}

export async function findCategory(db: Db, id: number): Promise<Category | null> {
  const [row] = await db.select(categorySelection).from(productCategories).where(eq(productCategories.id, id));
  return row ?? null;
}

export async function insertCategory(db: Db, values: { name: string; status: CatalogueStatus }): Promise<number> {
  const [row] = await db.insert(productCategories).values(values).returning({ id: productCategories.id });
  return row!.id;
}

export async function updateCategoryRow(
  db: Db,
  id: number,
  values: Partial<{ name: string; status: CatalogueStatus }>,
): Promise<void> {
  await db
    .update(productCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productCategories.id, id));
}
