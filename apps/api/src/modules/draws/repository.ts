import { DRAW_SLOTS, type CatalogueStatus, type Draw } from '@banca/contracts';
import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draws, lotteries, products } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { containing } from '../catalogue';

/** HH:MM of a `time` column. */
export const hhmm = (column: typeof draws.drawTime) => sql<string>`to_char(${column}, 'HH24:MI')`;

const drawSelection = {
  id: draws.id,
  product_id: draws.productId,
  product_name: products.name,
  product_type: products.productType,
  lottery_name: lotteries.name,
  name: draws.name,
  draw_time: hhmm(draws.drawTime),
  slot: draws.slot,
  display_order: draws.displayOrder,
  weekdays: draws.weekdays,
  close_minutes: draws.closeMinutes,
  status: draws.status,
};

const slotName = (slot: number) => DRAW_SLOTS.find((s) => s.id === slot)?.name ?? String(slot);
const toDraw = (row: Omit<Draw, 'slot_name'>): Draw => ({ ...row, slot_name: slotName(row.slot) });

export interface DrawFilters {
  search?: string | undefined;
  status?: CatalogueStatus | undefined;
  product_id?: number | undefined;
  slot?: number | undefined;
}

function drawWhere(filters: DrawFilters): SQL | undefined {
  const search = filters.search ? containing(filters.search) : null;
  return and(
    search ? or(ilike(draws.name, search), ilike(products.name, search)) : undefined,
    filters.status ? eq(draws.status, filters.status) : undefined,
    filters.product_id ? eq(draws.productId, filters.product_id) : undefined,
    filters.slot ? eq(draws.slot, filters.slot) : undefined,
  );
}

const baseQuery = (db: Db) =>
  db
    .select(drawSelection)
    .from(draws)
    .innerJoin(products, eq(products.id, draws.productId))
    .innerJoin(lotteries, eq(lotteries.id, products.lotteryId));

type DrawSort = 'draw_time' | 'name' | 'product_name' | 'slot' | 'display_order' | 'status' | 'id';

export async function listDraws(
  db: Db,
  filters: DrawFilters,
  sort: { sort?: DrawSort; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
) {
  const columns = {
    draw_time: draws.drawTime,
    name: draws.name,
    product_name: products.name,
    slot: draws.slot,
    display_order: draws.displayOrder,
    status: draws.status,
    id: draws.id,
  };
  const rows = await baseQuery(db)
    .where(drawWhere(filters))
    .orderBy(...orderBy(columns, sort, 'draw_time', draws.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toDraw);
}

export async function countDraws(db: Db, filters: DrawFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(draws)
    .innerJoin(products, eq(products.id, draws.productId))
    .where(drawWhere(filters));
  return row?.n ?? 0;
}

export async function findDraw(db: Db, id: number): Promise<Draw | null> {
  const [row] = await baseQuery(db).where(eq(draws.id, id));
  return row ? toDraw(row) : null;
}

/** Another draw (not `exceptId`) of the product at that time, whatever its status. */
export async function drawAtTime(db: Db, productId: number, time: string, exceptId?: number): Promise<boolean> {
  const same = and(eq(draws.productId, productId), eq(hhmm(draws.drawTime), time));
  const [row] = await db
    .select({ id: draws.id })
    .from(draws)
    .where(exceptId ? and(same, ne(draws.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

export interface DrawValues {
  productId: number;
  name: string;
  drawTime: string;
  slot: number;
  displayOrder: number;
  weekdays: number[];
  closeMinutes: number;
  status: CatalogueStatus;
}

export async function insertDraw(db: Db, values: DrawValues): Promise<number> {
  const [row] = await db.insert(draws).values(values).returning({ id: draws.id });
  return row!.id;
}

export async function updateDrawRow(db: Db, id: number, values: Partial<DrawValues>): Promise<void> {
  await db
    .update(draws)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(draws.id, id));
}
