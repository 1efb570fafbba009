import type { SaleDay, SalePlayOutcome, SaleDraw } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { closeAtSql, occurrenceStateSql } from '../draws';
import type { BatchWriter, SaleOutcome } from './sale-batcher';
import type { ChainLimits, ProductRules, SaleBetType, SaleOccurrence } from './sale-catalogue';

/** The batch writer of the sale: `banca_sell_tickets` (db/sql/banca_sell_tickets.sql), one statement. */
export const saleFunctionWriter =
  <T>(db: Db): BatchWriter<T> =>
  async (payloads) => {
    const [row] = await rowsOf<{ outcomes: SaleOutcome<T>[] }>(
      db,
      sql`SELECT banca_sell_tickets(${`[${payloads.join(',')}]`}::jsonb) AS outcomes`,
    );
    return row!.outcomes;
  };

/** The version triggers bump whenever anything the sale checks changes (ADR 027). */
export async function saleConfigVersion(db: Db): Promise<string> {
  const rows = await rowsOf<{ value: string }>(db, sql`SELECT value::text FROM sale_config_version WHERE id = 1`);
  return rows[0]?.value ?? '0';
}

/** The sale recorded under a caller's Idempotency-Key, as the sale function wrote it. */
export async function findSaleRequest(db: Db, userId: number, key: string) {
  const [row] = await rowsOf<{ request_hash: string; ticket_id: string; outcome: SalePlayOutcome[] }>(
    db,
    sql`SELECT request_hash, ticket_id::text, outcome FROM sale_requests WHERE user_id = ${userId} AND key = ${key}`,
  );
  return row ?? null;
}

/** An active taquilla of a sale, as stored; `seller.ts` turns it into a SellingTaquilla. */
export interface TaquillaRow {
  id: number;
  code: string;
  name: string;
  path: string;
  currency: string;
  country: string;
  agency_id: number;
  agency_code: string;
  agency_name: string;
  timezone: string | null;
  ticket_header: string | null;
  ticket_footer: string | null;
  bets: Record<string, string | number> | null;
}

/** An active taquilla whose whole chain is active, with its agency's settings; null otherwise. */
export async function findSellingTaquillaRow(db: Db, id: number): Promise<TaquillaRow | null> {
  const [row] = await rowsOf<TaquillaRow>(
    db,
    sql`SELECT t.id, t.code, t.name, t.path, t.currency, t.country_iso2 AS country,
               a.id AS agency_id, a.code AS agency_code, a.name AS agency_name,
               bs.timezone, bs.ticket_header, bs.ticket_footer,
               (SELECT to_jsonb(b) FROM bets_config b WHERE b.partner_id IN (a.id, bs.partner_id)
                 ORDER BY (b.partner_id = a.id) DESC LIMIT 1) AS bets
          FROM partners t
          JOIN partners a ON a.id = t.parent_id
          LEFT JOIN banca_settings bs ON bs.partner_id = split_part(t.path, '/', 2)::int
         WHERE t.id = ${id} AND t.kind = 'TAQUILLA' AND t.status = 'ACTIVE'
           AND NOT EXISTS (SELECT 1 FROM partners up
                            WHERE t.path LIKE up.path || '%' AND up.status <> 'ACTIVE')`,
  );
  return row ?? null;
}

/** The active taquillas of a scope, by code. */
export async function activeTaquillasOf(db: Db, scope: Scope) {
  return rowsOf<{ id: number; code: string; name: string }>(
    db,
    sql`SELECT id, code, name FROM partners
         WHERE kind = 'TAQUILLA' AND status = 'ACTIVE' AND path LIKE ${subtreePattern(scope)}
         ORDER BY code`,
  );
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
  const rules = new Map<number, ProductRules>(
    productIds.map((id) => [id, { betTypes: new Map(), symbols: new Map() }]),
  );
  for (const { productId, ...betType } of betTypeRows) rules.get(productId)!.betTypes.set(betType.code, betType);
  for (const { productId, number, name } of symbolRows) rules.get(productId)!.symbols.set(number, name);
  return rules;
}

export async function loadChainLimits(
  db: Db,
  chain: readonly number[],
  productIds: readonly number[],
): Promise<ChainLimits> {
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

export type SaleDrawRow = Omit<SaleDraw, 'bet_types' | 'slot_name' | 'draw_at' | 'close_at'> & {
  draw_at: Date;
  close_at: Date;
};

/**
 * The occurrences whose day (`open_at`, 00:00 of the draw's day in its lottery's zone) is today
 * or tomorrow: today's began within the last day, tomorrow's begins within the next (ADR 062).
 */
const SALE_DAY_WINDOWS: Record<SaleDay, SQL> = {
  today: sql`o.open_at <= now() AND o.open_at > now() - interval '1 day'`,
  tomorrow: sql`o.open_at > now() AND o.open_at <= now() + interval '1 day'`,
};

/**
 * The draw occurrences of `day` (each lottery's today or tomorrow) of active draws, products
 * and lotteries, as a taquilla of `chain` that closes `extraCloseMinutes` early sees them.
 */
export async function saleDrawRows(
  db: Db,
  chain: readonly number[],
  extraCloseMinutes: number,
  day: SaleDay = 'today',
): Promise<SaleDrawRow[]> {
  return rowsOf<SaleDrawRow>(
    db,
    sql`SELECT o.id AS occurrence_id, d.id AS draw_id, d.name AS draw_name, p.id AS product_id, p.name AS product_name,
               p.product_type, l.id AS lottery_id, l.name AS lottery_name, d.slot::int AS slot,
               d.display_order::int AS display_order, o.draw_date::text AS draw_date,
               to_char(d.draw_time, 'HH24:MI') AS draw_time, o.draw_at,
               ${closeAtSql(sql`${extraCloseMinutes}::int`)} AS close_at,
               ${occurrenceStateSql(chain, extraCloseMinutes)} AS state
          FROM draw_occurrences o
          JOIN draws d ON d.id = o.draw_id AND d.status = 'ACTIVE'
          JOIN products p ON p.id = o.product_id AND p.status = 'ACTIVE' AND p.product_type <> 'POLLA'
          JOIN lotteries l ON l.id = p.lottery_id AND l.status = 'ACTIVE'
         WHERE ${SALE_DAY_WINDOWS[day]}
         ORDER BY l.name, d.slot, d.display_order, d.draw_time`,
  );
}

/** The active bet types of some products, for the point of sale. */
export async function saleBetTypesOf(db: Db, productIds: readonly number[]) {
  return rowsOf<SaleDraw['bet_types'][number] & { product_id: number }>(
    db,
    sql`SELECT pbt.product_id, bt.code, bt.name, pbt.multiplier::text AS multiplier, bt.digits::int AS digits,
               bt.needs_sign
          FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id AND bt.status = 'ACTIVE'
         WHERE pbt.product_id = ANY (${intArray(productIds)}) AND pbt.status = 'ACTIVE'
         ORDER BY bt.id`,
  );
}

/** The active symbols of some products, in their order. */
export async function saleSymbolsOf(db: Db, productIds: readonly number[]) {
  return rowsOf<{ product_id: number; number: string; name: string; image_id: number | null }>(
    db,
    sql`SELECT product_id, number, name, image_id FROM product_symbols
         WHERE product_id = ANY (${intArray(productIds)}) AND status = 'ACTIVE'
         ORDER BY product_id, sort_order`,
  );
}
