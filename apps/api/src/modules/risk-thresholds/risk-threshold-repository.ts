import type { Currency, ListRiskThresholdsQuery, RiskThreshold, RiskThresholdKind } from '@banca/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { riskThresholds } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';

type Filters = Pick<ListRiskThresholdsQuery, 'sort' | 'order'>;

interface ThresholdRow extends Omit<RiskThreshold, 'lottery' | 'product'> {
  lottery_id: number | null;
  lottery_name: string | null;
  product_id: number | null;
  product_name: string | null;
}

/** A banca's thresholds with the names of what narrows them; every query names the banca. */
const SELECT = sql`
  SELECT r.id, r.kind, r.percent, r.amount::text AS amount, r.currency, r.active,
         r.lottery_id, l.name AS lottery_name, r.product_id, pr.name AS product_name,
         to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
    FROM risk_thresholds r
    LEFT JOIN lotteries l ON l.id = r.lottery_id
    LEFT JOIN products pr ON pr.id = r.product_id`;

const ORDER: Record<NonNullable<Filters['sort']>, SQL> = {
  kind: sql`r.kind`,
  percent: sql`r.percent`,
  updated_at: sql`r.updated_at`,
};

const toThreshold = ({ lottery_id, lottery_name, product_id, product_name, ...row }: ThresholdRow): RiskThreshold => ({
  ...row,
  id: Number(row.id),
  percent: row.percent === null ? null : Number(row.percent),
  lottery: lottery_id === null ? null : { id: lottery_id, name: lottery_name ?? '' },
  product: product_id === null ? null : { id: product_id, name: product_name ?? '' },
});

/** The banca's thresholds: active first, then by kind and value, unless sorted. */
export function thresholdQueries(db: Db, bancaId: number, filters: Filters) {
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  const order = filters.sort
    ? sql`${ORDER[filters.sort]} ${direction}, r.id`
    : sql`r.active DESC, r.kind, r.percent NULLS LAST, r.amount NULLS LAST, r.id`;
  return {
    rows: async (limit: number, offset: number) =>
      (
        await rowsOf<ThresholdRow>(
          db,
          sql`${SELECT} WHERE r.banca_id = ${bancaId} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map(toThreshold),
    count: async () => {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM risk_thresholds r WHERE r.banca_id = ${bancaId}`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

/** One threshold, if it is the banca's. */
export async function findThreshold(db: Db, bancaId: number, id: number): Promise<RiskThreshold | null> {
  const [row] = await rowsOf<ThresholdRow>(db, sql`${SELECT} WHERE r.id = ${id} AND r.banca_id = ${bancaId}`);
  return row ? toThreshold(row) : null;
}

export interface ThresholdValues {
  kind: RiskThresholdKind;
  percent: number | null;
  amount: bigint | null;
  currency: Currency | null;
  lotteryId: number | null;
  productId: number | null;
  active: boolean;
}

export async function insertThreshold(db: Db, bancaId: number, values: ThresholdValues): Promise<number> {
  const [row] = await db
    .insert(riskThresholds)
    .values({ ...values, bancaId })
    .returning({ id: riskThresholds.id });
  return row!.id;
}

export async function updateThreshold(db: Db, id: number, values: ThresholdValues): Promise<void> {
  await db
    .update(riskThresholds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(riskThresholds.id, id));
}

/** Whether the lottery exists (the catalogue is shared by every banca). */
export async function lotteryExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`SELECT id FROM lotteries WHERE id = ${id}`);
  return rows.length > 0;
}

/** Whether the product exists. */
export async function productExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`SELECT id FROM products WHERE id = ${id}`);
  return rows.length > 0;
}
