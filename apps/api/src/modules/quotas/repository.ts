import type { Currency, ListRegularQuotasRequest, RegularQuota } from '@banca/contracts';
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { betTypes, draws, partners, products, regularQuotas, topQuotas, type PartnerRow } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import type { LimitKey, QuotaRow, TopeRow } from './resolve-effective-quota';

/** Advisory lock namespaces: topes of a banca (shared by cupo writers), limits of one partner. */
const TOPES_LOCK = 1001;
const PARTNER_LIMITS_LOCK = 1002;

/** Cupo writers share the banca's tope lock; a tope writer takes it alone, so neither sees a stale other. */
export async function lockTopes(db: Db, bancaId: number, mode: 'shared' | 'exclusive'): Promise<void> {
  await (mode === 'shared'
    ? db.execute(sql`SELECT pg_advisory_xact_lock_shared(${TOPES_LOCK}::int, ${bancaId}::int)`)
    : db.execute(sql`SELECT pg_advisory_xact_lock(${TOPES_LOCK}::int, ${bancaId}::int)`));
}

/** One writer at a time for a partner's limits (cupos and commissions). Take them in id order. */
export async function lockPartnerLimits(db: Db, partnerIds: readonly number[]): Promise<void> {
  for (const id of [...partnerIds].sort((a, b) => a - b)) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${PARTNER_LIMITS_LOCK}::int, ${id}::int)`);
  }
}

export const keyMatch = (key: LimitKey) =>
  and(
    eq(regularQuotas.productId, key.productId),
    eq(regularQuotas.betTypeId, key.betTypeId),
    key.drawId === null ? isNull(regularQuotas.drawId) : eq(regularQuotas.drawId, key.drawId),
  );

export interface StoredQuota extends QuotaRow {
  id: number;
}

export async function quotaRowsOf(db: Db, partnerIds: readonly number[]): Promise<StoredQuota[]> {
  if (!partnerIds.length) return [];
  return db
    .select({
      id: regularQuotas.id,
      partnerId: regularQuotas.partnerId,
      productId: regularQuotas.productId,
      drawId: regularQuotas.drawId,
      betTypeId: regularQuotas.betTypeId,
      amount: regularQuotas.amount,
    })
    .from(regularQuotas)
    .where(inArray(regularQuotas.partnerId, [...partnerIds]));
}

export async function insertQuota(db: Db, partnerId: number, key: LimitKey, amount: bigint): Promise<number> {
  const [row] = await db
    .insert(regularQuotas)
    .values({ partnerId, ...key, amount })
    .returning({ id: regularQuotas.id });
  return row!.id;
}

export async function updateQuota(db: Db, id: number, amount: bigint): Promise<void> {
  await db.update(regularQuotas).set({ amount, updatedAt: new Date() }).where(eq(regularQuotas.id, id));
}

export async function deleteQuota(db: Db, id: number): Promise<void> {
  await db.delete(regularQuotas).where(eq(regularQuotas.id, id));
}

/** Every cupo of the banca's subtree for these (product, bet type) pairs, with its partner. */
export async function cuposUnderBanca(
  db: Db,
  banca: PartnerRow,
  pairs: readonly { productId: number; betTypeId: number }[],
) {
  if (!pairs.length) return [];
  const pairSql = sql.join(
    pairs.map(
      (p) => sql`(${regularQuotas.productId} = ${p.productId} AND ${regularQuotas.betTypeId} = ${p.betTypeId})`,
    ),
    sql` OR `,
  );
  return db
    .select({
      id: regularQuotas.id,
      partnerId: regularQuotas.partnerId,
      partnerName: partners.name,
      productId: regularQuotas.productId,
      drawId: regularQuotas.drawId,
      betTypeId: regularQuotas.betTypeId,
      amount: regularQuotas.amount,
    })
    .from(regularQuotas)
    .innerJoin(partners, eq(partners.id, regularQuotas.partnerId))
    .where(and(inScope(partners.path, { partnerId: banca.id, path: banca.path }), sql`(${pairSql})`))
    .orderBy(partners.path, regularQuotas.id);
}

export interface StoredTope extends TopeRow {
  id: number;
  updatedAt: Date;
}

export async function topeRows(db: Db, bancaId: number): Promise<StoredTope[]> {
  return db
    .select({
      id: topQuotas.id,
      productId: topQuotas.productId,
      drawId: topQuotas.drawId,
      betTypeId: topQuotas.betTypeId,
      amount: topQuotas.amount,
      updatedAt: topQuotas.updatedAt,
    })
    .from(topQuotas)
    .where(eq(topQuotas.bancaId, bancaId));
}

export async function upsertTope(
  db: Db,
  bancaId: number,
  key: LimitKey,
  amount: bigint,
  existingId: number | null,
): Promise<number> {
  if (existingId !== null) {
    await db.update(topQuotas).set({ amount, updatedAt: new Date() }).where(eq(topQuotas.id, existingId));
    return existingId;
  }
  const [row] = await db
    .insert(topQuotas)
    .values({ bancaId, ...key, amount })
    .returning({ id: topQuotas.id });
  return row!.id;
}

export async function deleteTope(db: Db, id: number): Promise<void> {
  await db.delete(topQuotas).where(eq(topQuotas.id, id));
}

/** The partners a global save reaches below `partner`: its children, or all of a kind. */
export async function globalTargets(
  db: Db,
  partner: PartnerRow,
  target: 'CHILDREN' | PartnerRow['kind'],
): Promise<PartnerRow[]> {
  const below = and(inScope(partners.path, { partnerId: partner.id, path: partner.path }), ne(partners.id, partner.id));
  const where = target === 'CHILDREN' ? eq(partners.parentId, partner.id) : and(below, eq(partners.kind, target));
  return db.select().from(partners).where(where).orderBy(partners.id);
}

const SORTABLE = {
  partner: partners.name,
  product: products.name,
  bet_type: betTypes.name,
  amount: regularQuotas.amount,
  updated_at: regularQuotas.updatedAt,
};

function listFilters(query: ListRegularQuotasRequest): SQL[] {
  const where: SQL[] = [];
  if (query.partner_id) {
    where.push(sql`${partners.path} LIKE (SELECT p.path || '%' FROM ${partners} p WHERE p.id = ${query.partner_id})`);
  }
  if (query.product_id) where.push(eq(regularQuotas.productId, query.product_id));
  if (query.bet_type_id) where.push(eq(regularQuotas.betTypeId, query.bet_type_id));
  return where;
}

/** The list's joins: the partner (for the scope), the product, the bet type and the draw. */
function withListJoins<T extends PgSelect>(select: T) {
  return select
    .innerJoin(partners, eq(partners.id, regularQuotas.partnerId))
    .innerJoin(products, eq(products.id, regularQuotas.productId))
    .innerJoin(betTypes, eq(betTypes.id, regularQuotas.betTypeId))
    .leftJoin(draws, eq(draws.id, regularQuotas.drawId));
}

export function quotaListQueries(db: Db, scope: Scope, query: ListRegularQuotasRequest) {
  const where = and(inScope(partners.path, scope), ...listFilters(query));
  return {
    count: async () => {
      const [row] = await withListJoins(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(regularQuotas)
          .$dynamic(),
      ).where(where);
      return row?.n ?? 0;
    },
    rows: async (limit: number, offset: number): Promise<RegularQuota[]> => {
      const select = db
        .select({
          quota: regularQuotas,
          partner: { id: partners.id, name: partners.name, kind: partners.kind, currency: partners.currency },
          product: { id: products.id, name: products.name },
          betType: { id: betTypes.id, code: betTypes.code, name: betTypes.name },
          drawName: draws.name,
        })
        .from(regularQuotas)
        .$dynamic();
      const rows = await withListJoins(select)
        .where(where)
        .orderBy(...orderBy(SORTABLE, query, 'partner', regularQuotas.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ quota, partner: { currency, ...partner }, product, betType, drawName }) => ({
        id: quota.id,
        partner,
        product,
        draw: quota.drawId === null ? null : { id: quota.drawId, name: drawName ?? '' },
        bet_type: betType,
        amount: quota.amount.toString(),
        currency: currency as Currency,
        updated_at: quota.updatedAt.toISOString(),
      }));
    },
  };
}
