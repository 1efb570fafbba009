import type { BlockedNumber, BlockState, BlockSymbol, ZListBlockedNumbersQuery } from '@banca/contracts';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { blockedNumbers, draws, lotteries, partners, products, productSymbols, users } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { rowsOf } from '../../lib/raw-query';
import { inScope, type Scope } from '../../lib/scope';

export type BlockListQuery = z.output<typeof ZListBlockedNumbersQuery>;

const creator = alias(users, 'creator');
const remover = alias(users, 'remover');

/** Today in the caller's zone: a block whose last day is before it no longer applies. */
export const todayIn = (timezone: string) => sql`(now() AT TIME ZONE ${timezone})::date`;

function stateSql(timezone: string): SQL<BlockState> {
  return sql<BlockState>`CASE WHEN ${blockedNumbers.deletedAt} IS NOT NULL THEN 'DELETED'
    WHEN ${blockedNumbers.dateTo} < ${todayIn(timezone)} THEN 'EXPIRED' ELSE 'ACTIVE' END`;
}

const selection = (timezone: string) => ({
  id: blockedNumbers.id,
  product_id: products.id,
  product_name: products.name,
  product_type: products.productType,
  lottery_name: lotteries.name,
  draw_id: blockedNumbers.drawId,
  draw_name: draws.name,
  draw_time: sql<string | null>`to_char(${draws.drawTime}, 'HH24:MI')`,
  number: blockedNumbers.number,
  symbol_name: productSymbols.name,
  partner_id: partners.id,
  partner_code: partners.code,
  partner_name: partners.name,
  partner_kind: partners.kind,
  date_from: blockedNumbers.dateFrom,
  date_to: blockedNumbers.dateTo,
  reason: blockedNumbers.reason,
  state: stateSql(timezone),
  created_at: blockedNumbers.createdAt,
  // A risk threshold's block has no person behind it (ADR 058).
  created_by: sql<
    string | null
  >`coalesce(${creator.name}, CASE WHEN ${blockedNumbers.thresholdId} IS NOT NULL THEN 'Umbral de riesgo' END)`,
  deleted_at: blockedNumbers.deletedAt,
  deleted_by: remover.name,
});

type Row = Omit<BlockedNumber, 'created_at' | 'deleted_at' | 'created_by'> & {
  created_at: Date;
  deleted_at: Date | null;
  created_by: string | null;
};

const toBlockedNumber = (row: Row): BlockedNumber => ({
  ...row,
  created_at: row.created_at.toISOString(),
  created_by: row.created_by ?? '',
  deleted_at: row.deleted_at?.toISOString() ?? null,
});

const baseQuery = (db: Db, timezone: string) =>
  db
    .select(selection(timezone))
    .from(blockedNumbers)
    .innerJoin(partners, eq(partners.id, blockedNumbers.partnerId))
    .innerJoin(products, eq(products.id, blockedNumbers.productId))
    .innerJoin(lotteries, eq(lotteries.id, products.lotteryId))
    .leftJoin(draws, eq(draws.id, blockedNumbers.drawId))
    .leftJoin(
      productSymbols,
      and(eq(productSymbols.productId, blockedNumbers.productId), eq(productSymbols.number, blockedNumbers.number)),
    )
    .leftJoin(creator, eq(creator.id, blockedNumbers.createdBy))
    .leftJoin(remover, eq(remover.id, blockedNumbers.deletedBy));

function stateFilter(state: BlockListQuery['state'], timezone: string): SQL | undefined {
  const live = isNull(blockedNumbers.deletedAt);
  if (state === 'DELETED') return isNotNull(blockedNumbers.deletedAt);
  if (state === 'EXPIRED') return and(live, sql`${blockedNumbers.dateTo} < ${todayIn(timezone)}`);
  if (state === 'ACTIVE')
    return and(live, sql`(${blockedNumbers.dateTo} IS NULL OR ${blockedNumbers.dateTo} >= ${todayIn(timezone)})`);
  return undefined;
}

function listWhere(scope: Scope, query: BlockListQuery, timezone: string): SQL | undefined {
  return and(
    inScope(partners.path, scope),
    stateFilter(query.state, timezone),
    query.product_id ? eq(blockedNumbers.productId, query.product_id) : undefined,
    query.draw_id ? eq(blockedNumbers.drawId, query.draw_id) : undefined,
    query.number ? eq(blockedNumbers.number, query.number) : undefined,
    query.partner_id ? eq(blockedNumbers.partnerId, query.partner_id) : undefined,
  );
}

const SORTABLE = {
  created_at: blockedNumbers.createdAt,
  number: blockedNumbers.number,
  product_name: products.name,
  partner_name: partners.name,
  date_from: blockedNumbers.dateFrom,
  date_to: blockedNumbers.dateTo,
};

/** The page and count of the blocks of the caller's subtree; newest first unless sorted. */
export function blockedNumberQueries(db: Db, scope: Scope, query: BlockListQuery, timezone: string) {
  const where = listWhere(scope, query, timezone);
  const order = query.sort
    ? orderBy(SORTABLE, query, 'created_at', blockedNumbers.id)
    : [desc(blockedNumbers.createdAt), desc(blockedNumbers.id)];
  return {
    rows: async (limit: number, offset: number) => {
      const rows = await baseQuery(db, timezone)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map(toBlockedNumber);
    },
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blockedNumbers)
        .innerJoin(partners, eq(partners.id, blockedNumbers.partnerId))
        .innerJoin(products, eq(products.id, blockedNumbers.productId))
        .where(where);
      return row?.n ?? 0;
    },
  };
}

/** One block, if its partner lies in the caller's subtree. */
export async function findBlockedNumber(db: Db, scope: Scope, id: number, timezone: string) {
  const [row] = await baseQuery(db, timezone).where(and(eq(blockedNumbers.id, id), inScope(partners.path, scope)));
  return row ? toBlockedNumber(row) : null;
}

export interface BlockValues {
  partnerId: number;
  productId: number;
  drawId: number | null;
  number: string;
  dateFrom: string | null;
  dateTo: string | null;
  reason: string | null;
  /** The person who blocks it; null when a risk threshold does (`thresholdId`). */
  createdBy: number | null;
  thresholdId?: number | null;
}

/** A live block with exactly these values (dates and draw compared with NULL as a value). */
export async function sameLiveBlock(db: Db, values: BlockValues): Promise<number | null> {
  const [row] = await db
    .select({ id: blockedNumbers.id })
    .from(blockedNumbers)
    .where(
      and(
        isNull(blockedNumbers.deletedAt),
        eq(blockedNumbers.partnerId, values.partnerId),
        eq(blockedNumbers.productId, values.productId),
        eq(blockedNumbers.number, values.number),
        sql`${blockedNumbers.drawId} IS NOT DISTINCT FROM ${values.drawId}::int`,
        sql`${blockedNumbers.dateFrom} IS NOT DISTINCT FROM ${values.dateFrom}::date`,
        sql`${blockedNumbers.dateTo} IS NOT DISTINCT FROM ${values.dateTo}::date`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Serialises the writers of one (product, number): the duplicate check then holds. */
export async function lockBlockKey(db: Db, productId: number, number: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`blocked_numbers:${productId}:${number}`}))`);
}

export async function insertBlockedNumber(db: Db, values: BlockValues): Promise<number> {
  const [row] = await db.insert(blockedNumbers).values(values).returning({ id: blockedNumbers.id });
  return row!.id;
}

/** Soft delete: the row stays, so the log and any later question can still name it. */
export async function markBlockDeleted(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(blockedNumbers)
    .set({ deletedAt: sql`now()`, deletedBy: userId })
    .where(and(eq(blockedNumbers.id, id), isNull(blockedNumbers.deletedAt)))
    .returning({ id: blockedNumbers.id });
  return rows.length > 0;
}

/** The active symbols of a product, in their display order. */
export async function activeSymbolsOf(db: Db, productId: number): Promise<BlockSymbol[]> {
  return db
    .select({ number: productSymbols.number, name: productSymbols.name, image_id: productSymbols.imageId })
    .from(productSymbols)
    .where(and(eq(productSymbols.productId, productId), eq(productSymbols.status, 'ACTIVE')))
    .orderBy(asc(productSymbols.sortOrder), asc(productSymbols.id));
}

/** The draw, if it is one of the product's. */
export async function drawOfProduct(db: Db, productId: number, drawId: number) {
  const [row] = await db
    .select({ id: draws.id, name: draws.name })
    .from(draws)
    .where(and(eq(draws.id, drawId), eq(draws.productId, productId)));
  return row ?? null;
}

/** Today's date in the caller's zone, as the database clock sees it. */
export async function todayOf(db: Db, timezone: string): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(db, sql`SELECT ${todayIn(timezone)}::text AS today`);
  return row!.today;
}
