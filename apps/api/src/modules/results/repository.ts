import type { OccurrenceResult, ProductType } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { occurrenceStateSql } from '../draws';

/**
 * Draw occurrences with their results. The catalogue (and so every occurrence) is shared by the
 * whole operator: these queries are not limited to a part of the network; only the state
 * depends on the caller's chain (a suspension over it).
 */

type OccurrenceRow = Omit<OccurrenceResult, 'close_at' | 'resulted_at' | 'awarded_at'> & {
  close_at: Date | string;
  resulted_at: Date | string | null;
  awarded_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toOccurrenceResult = <T extends OccurrenceRow>(row: T) => ({
  ...row,
  close_at: iso(row.close_at)!,
  resulted_at: iso(row.resulted_at),
  awarded_at: iso(row.awarded_at),
});

/** The columns of an occurrence row (aliases o, d, p, l, sym). */
export function occurrenceColumns(chain: readonly number[]): SQL {
  return sql`o.id AS occurrence_id, o.draw_id, d.name AS draw_name, o.draw_date::text AS draw_date,
    to_char(d.draw_time, 'HH24:MI') AS draw_time, o.close_at,
    l.id AS lottery_id, l.name AS lottery_name, p.id AS product_id, p.name AS product_name, p.product_type,
    ${occurrenceStateSql(chain)} AS state,
    CASE p.product_type WHEN 'TRIPLE' THEN 3 WHEN 'TERMINAL' THEN 2 END AS result_digits,
    ${needsSignSql} AS needs_sign,
    o.result_number, o.result_sign::int AS result_sign, sym.name AS symbol_name, sym.image_id AS symbol_image_id,
    o.result_source, o.resulted_at, o.awarded_at`;
}

/**
 * A result needs a sign when the product sells a "con signo" bet type, or when a play with a
 * sign was sold on the occurrence (a bet type switched off after the sale still pays).
 */
const needsSignSql = sql`(EXISTS (SELECT 1 FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id
                              WHERE pbt.product_id = p.id AND pbt.status = 'ACTIVE' AND bt.needs_sign)
   OR EXISTS (SELECT 1 FROM ticket_plays tps WHERE tps.occurrence_id = o.id AND tps.sign IS NOT NULL))`;

export const occurrenceJoins = sql`FROM draw_occurrences o
  JOIN draws d ON d.id = o.draw_id
  JOIN products p ON p.id = o.product_id
  JOIN lotteries l ON l.id = p.lottery_id
  LEFT JOIN product_symbols sym ON sym.product_id = p.id AND sym.number = o.result_number
                               AND p.product_type = 'ANIMALITOS'`;

export interface OccurrenceFilters {
  date: string;
  lottery_id?: number | undefined;
}

export const occurrenceWhere = (filters: OccurrenceFilters): SQL =>
  sql`o.draw_date = ${filters.date}::date ${filters.lottery_id ? sql`AND l.id = ${filters.lottery_id}` : sql``}`;

export function occurrenceOrder(sort: { sort?: 'draw_time' | 'lottery_name' | undefined; order: 'asc' | 'desc' }): SQL {
  const direction = sort.order === 'desc' ? sql`DESC` : sql`ASC`;
  return sort.sort === 'lottery_name'
    ? sql`l.name ${direction}, d.draw_time, o.id`
    : sql`d.draw_time ${direction}, l.name, o.id`;
}

export async function listOccurrences(
  db: Db,
  chain: readonly number[],
  filters: OccurrenceFilters,
  sort: { sort?: 'draw_time' | 'lottery_name' | undefined; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<OccurrenceResult[]> {
  const rows = await rowsOf<OccurrenceRow>(
    db,
    sql`SELECT ${occurrenceColumns(chain)} ${occurrenceJoins}
         WHERE ${occurrenceWhere(filters)}
         ORDER BY ${occurrenceOrder(sort)} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(toOccurrenceResult);
}

export async function countOccurrences(db: Db, filters: OccurrenceFilters): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM draw_occurrences o JOIN products p ON p.id = o.product_id
          JOIN lotteries l ON l.id = p.lottery_id WHERE ${occurrenceWhere(filters)}`,
  );
  return row?.n ?? 0;
}

export async function findOccurrence(db: Db, chain: readonly number[], id: number): Promise<OccurrenceResult | null> {
  const [row] = await rowsOf<OccurrenceRow>(
    db,
    sql`SELECT ${occurrenceColumns(chain)} ${occurrenceJoins} WHERE o.id = ${id}`,
  );
  return row ? toOccurrenceResult(row) : null;
}

/** What a result or an award needs to know of its occurrence, with the row locked. */
export interface LockedOccurrence {
  id: number;
  drawName: string;
  productName: string;
  productType: ProductType;
  resultNumber: string | null;
  resultSign: number | null;
  awarded: boolean;
  /** The database clock is at or past its close instant. */
  closed: boolean;
  needsSign: boolean;
}

/** Locks the occurrence row (results and awards of one occurrence are serialised on it). */
export async function lockOccurrence(db: Db, id: number): Promise<LockedOccurrence | null> {
  const [row] = await rowsOf<{
    id: number;
    draw_name: string;
    product_name: string;
    product_type: ProductType;
    result_number: string | null;
    result_sign: number | null;
    awarded: boolean;
    closed: boolean;
    needs_sign: boolean;
  }>(
    db,
    sql`SELECT o.id, d.name AS draw_name, p.name AS product_name, p.product_type, o.result_number,
               o.result_sign::int AS result_sign, o.awarded_at IS NOT NULL AS awarded,
               now() >= o.close_at AS closed, ${needsSignSql} AS needs_sign
          FROM draw_occurrences o JOIN draws d ON d.id = o.draw_id JOIN products p ON p.id = o.product_id
         WHERE o.id = ${id}
           FOR UPDATE OF o`,
  );
  if (!row) return null;
  return {
    id: row.id,
    drawName: row.draw_name,
    productName: row.product_name,
    productType: row.product_type,
    resultNumber: row.result_number,
    resultSign: row.result_sign,
    awarded: row.awarded,
    closed: row.closed,
    needsSign: row.needs_sign,
  };
}

/** The numbers of a product's active symbols (animalitos). */
export async function activeSymbolNumbers(db: Db, productId: number): Promise<Set<string>> {
  const rows = await rowsOf<{ number: string }>(
    db,
    sql`SELECT number FROM product_symbols WHERE product_id = ${productId} AND status = 'ACTIVE'`,
  );
  return new Set(rows.map((row) => row.number));
}

export async function productIdOf(db: Db, occurrenceId: number): Promise<number | null> {
  const [row] = await rowsOf<{ product_id: number }>(
    db,
    sql`SELECT product_id FROM draw_occurrences WHERE id = ${occurrenceId}`,
  );
  return row?.product_id ?? null;
}

export async function activeSymbols(db: Db, productId: number) {
  return rowsOf<{ number: string; name: string; image_id: number | null }>(
    db,
    sql`SELECT number, name, image_id FROM product_symbols
         WHERE product_id = ${productId} AND status = 'ACTIVE' ORDER BY sort_order, id`,
  );
}

export async function writeResult(
  db: Db,
  id: number,
  result: { number: string; sign: number | null; source: 'MANUAL' | 'PROVEEDOR'; userId: number | null },
): Promise<void> {
  await db.execute(sql`UPDATE draw_occurrences
     SET result_number = ${result.number}, result_sign = ${result.sign}, result_source = ${result.source},
         resulted_at = now(), resulted_by = ${result.userId}
   WHERE id = ${id}`);
}

/** Locks, in id order, the tickets with a play on the occurrence; answers whether one is paid. */
export async function lockTicketsOf(db: Db, occurrenceId: number): Promise<{ paid: number }> {
  const rows = await rowsOf<{ status: string }>(
    db,
    sql`SELECT t.status FROM tickets t
         WHERE t.id IN (SELECT tp.ticket_id FROM ticket_plays tp WHERE tp.occurrence_id = ${occurrenceId})
         ORDER BY t.id FOR UPDATE`,
  );
  return { paid: rows.filter((row) => row.status === 'PAGADO').length };
}

/** An occurrence of the day as the results provider is asked about it. */
export interface ProviderCandidate {
  id: number;
  draw_name: string;
  draw_time: string;
  product_id: number;
  product_name: string;
  product_type: ProductType;
  resulted: boolean;
  closed: boolean;
  needs_sign: boolean;
}

export async function providerCandidates(db: Db, filters: OccurrenceFilters): Promise<ProviderCandidate[]> {
  return rowsOf<ProviderCandidate>(
    db,
    sql`SELECT o.id, d.name AS draw_name, to_char(d.draw_time, 'HH24:MI') AS draw_time, p.id AS product_id,
               p.name AS product_name, p.product_type, o.result_number IS NOT NULL AS resulted,
               now() >= o.close_at AS closed, ${needsSignSql} AS needs_sign
          FROM draw_occurrences o JOIN draws d ON d.id = o.draw_id JOIN products p ON p.id = o.product_id
          JOIN lotteries l ON l.id = p.lottery_id
         WHERE ${occurrenceWhere(filters)}
         ORDER BY d.draw_time, l.name, o.id`,
  );
}
