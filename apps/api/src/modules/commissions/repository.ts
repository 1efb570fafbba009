import type { Commission, Currency, ListCommissionsRequest } from '@banca/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { betTypes, commissions, partners, products } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import type { CommissionChange, StoredCommission } from './plan-commissions';

const storedColumns = {
  id: commissions.id,
  partnerId: commissions.partnerId,
  productId: commissions.productId,
  betTypeId: commissions.betTypeId,
  commissionType: commissions.commissionType,
  commissionPct: commissions.commissionPct,
  participationType: commissions.participationType,
  participationPct: commissions.participationPct,
  extraPct: commissions.extraPct,
  maxAmount: commissions.maxAmount,
  updatedAt: commissions.updatedAt,
};

export type StoredCommissionRow = StoredCommission & { updatedAt: Date };

/** The partners' commission rows; locked FOR UPDATE when asked (inside a transaction). */
export async function commissionRowsOf(
  db: Db,
  partnerIds: readonly number[],
  lock = false,
): Promise<StoredCommissionRow[]> {
  if (!partnerIds.length) return [];
  const query = db
    .select(storedColumns)
    .from(commissions)
    .where(inArray(commissions.partnerId, [...partnerIds]))
    .orderBy(commissions.id);
  return lock ? query.for('update') : query;
}

/** Creates or updates the row of one planned change; answers its id. */
export async function writeCommission(db: Db, change: CommissionChange): Promise<number> {
  const {
    productId,
    betTypeId,
    commissionType,
    commissionPct,
    participationType,
    participationPct,
    extraPct,
    maxAmount,
  } = change.item;
  const values = { commissionType, commissionPct, participationType, participationPct, extraPct, maxAmount };
  if (change.existing) {
    await db
      .update(commissions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(commissions.id, change.existing.id));
    return change.existing.id;
  }
  const [row] = await db
    .insert(commissions)
    .values({ partnerId: change.partnerId, productId, betTypeId, ...values })
    .returning({ id: commissions.id });
  return row!.id;
}

const SORTABLE = {
  partner: partners.name,
  product: products.name,
  commission_pct: commissions.commissionPct,
  updated_at: commissions.updatedAt,
};

function withListJoins<T extends PgSelect>(select: T) {
  return select
    .innerJoin(partners, eq(partners.id, commissions.partnerId))
    .innerJoin(products, eq(products.id, commissions.productId))
    .leftJoin(betTypes, eq(betTypes.id, commissions.betTypeId));
}

function listFilters(query: ListCommissionsRequest): SQL[] {
  const where: SQL[] = [];
  if (query.partner_id) {
    where.push(sql`${partners.path} LIKE (SELECT p.path || '%' FROM ${partners} p WHERE p.id = ${query.partner_id})`);
  }
  if (query.product_id) where.push(eq(commissions.productId, query.product_id));
  return where;
}

export function commissionListQueries(db: Db, scope: Scope, query: ListCommissionsRequest) {
  const where = and(inScope(partners.path, scope), ...listFilters(query));
  return {
    count: async () => {
      const [row] = await withListJoins(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(commissions)
          .$dynamic(),
      ).where(where);
      return row?.n ?? 0;
    },
    rows: async (limit: number, offset: number): Promise<Commission[]> => {
      const select = db
        .select({
          row: commissions,
          partner: { id: partners.id, name: partners.name, kind: partners.kind, currency: partners.currency },
          product: { id: products.id, name: products.name },
          betTypeCode: betTypes.code,
          betTypeName: betTypes.name,
        })
        .from(commissions)
        .$dynamic();
      const rows = await withListJoins(select)
        .where(where)
        .orderBy(...orderBy(SORTABLE, query, 'partner', commissions.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ row, partner: { currency, ...partner }, product, betTypeCode, betTypeName }) => ({
        id: row.id,
        partner,
        product,
        bet_type:
          row.betTypeId === null ? null : { id: row.betTypeId, code: betTypeCode ?? '', name: betTypeName ?? '' },
        commission_type: row.commissionType,
        commission_pct: row.commissionPct,
        participation_type: row.participationType,
        participation_pct: row.participationPct,
        extra_pct: row.extraPct,
        max_amount: row.maxAmount?.toString() ?? null,
        currency: currency as Currency,
        updated_at: row.updatedAt.toISOString(),
      }));
    },
  };
}
