import type { BetTypeCode, ProductType } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import type { QuotaRow, TopeRow } from '../quotas/resolve-effective-quota';

export interface SaleOccurrence {
  id: number;
  drawId: number;
  drawName: string;
  productId: number;
  productName: string;
  productType: ProductType;
}

export interface SaleBetType {
  betTypeId: number;
  code: BetTypeCode;
  name: string;
  multiplier: string;
  digits: number | null;
  needsSign: boolean;
}

/** What a sale's plays need to be checked and limited: their draws, bet types, symbols and limits. */
export interface SaleCatalogue {
  occurrences: Map<number, SaleOccurrence>;
  /** By product id, then bet type code: the bet types the product sells now. */
  betTypes: Map<number, Map<BetTypeCode, SaleBetType>>;
  /** By product id: numbers of its active symbols (animalito products). */
  symbols: Map<number, Set<string>>;
  quotas: QuotaRow[];
  topes: TopeRow[];
}

/** Loads, for the occurrences a sale names, everything its checks and limits need. */
export async function loadSaleCatalogue(db: Db, occurrenceIds: readonly number[], chain: readonly number[]): Promise<SaleCatalogue> {
  const ids = intArray(occurrenceIds);
  const chainIds = intArray(chain);
  const occurrences = await rowsOf<SaleOccurrence>(
    db,
    sql`SELECT o.id, o.draw_id AS "drawId", d.name AS "drawName", o.product_id AS "productId", p.name AS "productName",
               p.product_type AS "productType"
          FROM draw_occurrences o
          JOIN draws d ON d.id = o.draw_id AND d.status = 'ACTIVE'
          JOIN products p ON p.id = o.product_id AND p.status = 'ACTIVE'
          JOIN lotteries l ON l.id = p.lottery_id AND l.status = 'ACTIVE'
         WHERE o.id = ANY (${ids})`,
  );
  const productIds = intArray([...new Set(occurrences.map((occurrence) => occurrence.productId))]);
  const [betTypeRows, symbolRows, quotaRows, topeRows] = await Promise.all([
    rowsOf<SaleBetType & { productId: number }>(
      db,
      sql`SELECT pbt.product_id AS "productId", bt.id AS "betTypeId", bt.code, bt.name, pbt.multiplier::text AS multiplier,
                 bt.digits, bt.needs_sign AS "needsSign"
            FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id AND bt.status = 'ACTIVE'
           WHERE pbt.product_id = ANY (${productIds}) AND pbt.status = 'ACTIVE'`,
    ),
    rowsOf<{ productId: number; number: string }>(
      db,
      sql`SELECT product_id AS "productId", number FROM product_symbols
           WHERE product_id = ANY (${productIds}) AND status = 'ACTIVE'`,
    ),
    rowsOf<{ partnerId: number; productId: number; drawId: number | null; betTypeId: number; amount: string }>(
      db,
      sql`SELECT partner_id AS "partnerId", product_id AS "productId", draw_id AS "drawId", bet_type_id AS "betTypeId",
                 amount::text AS amount
            FROM regular_quotas WHERE product_id = ANY (${productIds}) AND partner_id = ANY (${chainIds})`,
    ),
    rowsOf<{ productId: number; drawId: number | null; betTypeId: number; amount: string }>(
      db,
      sql`SELECT product_id AS "productId", draw_id AS "drawId", bet_type_id AS "betTypeId", amount::text AS amount
            FROM top_quotas WHERE product_id = ANY (${productIds}) AND banca_id = ${chain[0]!}`,
    ),
  ]);

  const betTypes = new Map<number, Map<BetTypeCode, SaleBetType>>();
  for (const { productId, ...betType } of betTypeRows) {
    if (!betTypes.has(productId)) betTypes.set(productId, new Map());
    betTypes.get(productId)!.set(betType.code, betType);
  }
  const symbols = new Map<number, Set<string>>();
  for (const { productId, number } of symbolRows) {
    if (!symbols.has(productId)) symbols.set(productId, new Set());
    symbols.get(productId)!.add(number);
  }
  return {
    occurrences: new Map(occurrences.map((occurrence) => [occurrence.id, occurrence])),
    betTypes,
    symbols,
    quotas: quotaRows.map((row) => ({ ...row, amount: BigInt(row.amount) })),
    topes: topeRows.map((row) => ({ ...row, amount: BigInt(row.amount) })),
  };
}
