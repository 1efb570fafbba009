import type { BetTypeCode, ProductType } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import type { QuotaRow, TopeRow } from '../quotas/resolve-effective-quota';

export interface SaleOccurrence {
  id: number;
  drawId: number;
  drawName: string;
  drawDate: string;
  /** HH:MM in the lottery's zone. */
  drawTime: string;
  productId: number;
  productName: string;
  productType: ProductType;
  lotteryName: string;
}

export interface SaleBetType {
  betTypeId: number;
  code: BetTypeCode;
  name: string;
  multiplier: string;
  digits: number | null;
  needsSign: boolean;
}

/** What a product sells now: its bet types with their multipliers, and its symbols (number → name). */
export interface ProductRules {
  betTypes: Map<BetTypeCode, SaleBetType>;
  symbols: Map<string, string>;
}

/** The cupos of a chain and the topes of its banca, for some products. */
export interface ChainLimits {
  quotas: QuotaRow[];
  topes: TopeRow[];
}

/** What a sale's plays need to be checked, limited and shown. */
export interface SaleCatalogue extends ChainLimits {
  occurrences: Map<number, SaleOccurrence>;
  products: Map<number, ProductRules>;
}

/** Occurrences of active draws of active products and lotteries; the others are not for sale. */
export async function loadOccurrences(db: Db, ids: readonly number[]): Promise<SaleOccurrence[]> {
  return rowsOf<SaleOccurrence>(
    db,
    sql`SELECT o.id, o.draw_id AS "drawId", d.name AS "drawName", o.draw_date::text AS "drawDate",
               to_char(d.draw_time, 'HH24:MI') AS "drawTime", o.product_id AS "productId", p.name AS "productName",
               p.product_type AS "productType", l.name AS "lotteryName"
          FROM draw_occurrences o
          JOIN draws d ON d.id = o.draw_id AND d.status = 'ACTIVE'
          JOIN products p ON p.id = o.product_id AND p.status = 'ACTIVE'
          JOIN lotteries l ON l.id = p.lottery_id AND l.status = 'ACTIVE'
         WHERE o.id = ANY (${intArray(ids)})`,
  );
}

export async function loadProductRules(db: Db, productIds: readonly number[]): Promise<Map<number, ProductRules>> {
  const [betTypeRows, symbolRows] = await Promise.all([
    rowsOf<SaleBetType & { productId: number }>(
      db,
      sql`SELECT pbt.product_id AS "productId", bt.id AS "betTypeId", bt.code, bt.name, pbt.multiplier::text AS multiplier,
                 bt.digits::int AS digits, bt.needs_sign AS "needsSign"
            FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id AND bt.status = 'ACTIVE'
           WHERE pbt.product_id = ANY (${intArray(productIds)}) AND pbt.status = 'ACTIVE'`,
    ),
    rowsOf<{ productId: number; number: string; name: string }>(
      db,
      sql`SELECT product_id AS "productId", number, name FROM product_symbols
           WHERE product_id = ANY (${intArray(productIds)}) AND status = 'ACTIVE'`,
    ),
  ]);
  const rules = new Map<number, ProductRules>(productIds.map((id) => [id, { betTypes: new Map(), symbols: new Map() }]));
  for (const { productId, ...betType } of betTypeRows) rules.get(productId)!.betTypes.set(betType.code, betType);
  for (const { productId, number, name } of symbolRows) rules.get(productId)!.symbols.set(number, name);
  return rules;
}

export async function loadChainLimits(db: Db, chain: readonly number[], productIds: readonly number[]): Promise<ChainLimits> {
  const [quotaRows, topeRows] = await Promise.all([
    rowsOf<{ partnerId: number; productId: number; drawId: number | null; betTypeId: number; amount: string }>(
      db,
      sql`SELECT partner_id AS "partnerId", product_id AS "productId", draw_id AS "drawId", bet_type_id AS "betTypeId",
                 amount::text AS amount
            FROM regular_quotas WHERE product_id = ANY (${intArray(productIds)}) AND partner_id = ANY (${intArray(chain)})`,
    ),
    rowsOf<{ productId: number; drawId: number | null; betTypeId: number; amount: string }>(
      db,
      sql`SELECT product_id AS "productId", draw_id AS "drawId", bet_type_id AS "betTypeId", amount::text AS amount
            FROM top_quotas WHERE product_id = ANY (${intArray(productIds)}) AND banca_id = ${chain[0]!}`,
    ),
  ]);
  return {
    quotas: quotaRows.map((row) => ({ ...row, amount: BigInt(row.amount) })),
    topes: topeRows.map((row) => ({ ...row, amount: BigInt(row.amount) })),
  };
}
