import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/lib/raw-query';
import type { RateRow as BooksRateRow } from '../books/books-direct-test-kit';
import { hundredthsOf, pricedParts, type CellRates, type PricedPart } from './pricing-test-kit';

/*
 * What the figures-agree tests read straight from the tables: the plays of a period (never the
 * rollups) and the commissions rows, priced by the rule's second writing (pricing-test-kit).
 */

/** A commissions row with its partner's currency. */
interface RateRow extends BooksRateRow {
  currency: string;
}

/** The rates of a partner for a product and bet type: the bet type's row, else the product's, else none. */
export async function ratesNow(db: Db) {
  const rows = await rowsOf<RateRow>(
    db,
    sql`SELECT c.partner_id, c.product_id, c.bet_type_id, c.commission_pct::text, c.extra_pct::text,
               c.participation_type, c.participation_pct::text, c.max_amount::text, p.currency
          FROM commissions c JOIN partners p ON p.id = c.partner_id`,
  );
  return (partnerId: number, productId: number, betTypeId: number): CellRates => {
    const mine = rows.filter((r) => r.partner_id === partnerId && r.product_id === productId);
    const row = mine.find((r) => r.bet_type_id === betTypeId) ?? mine.find((r) => r.bet_type_id === null);
    if (!row) return { commissionPct: 0n, extraPct: 0n, maxAmount: null, currency: '', participationPct: 0n };
    return {
      commissionPct: hundredthsOf(row.commission_pct),
      extraPct: hundredthsOf(row.extra_pct),
      maxAmount: row.max_amount === null ? null : BigInt(row.max_amount),
      currency: row.currency,
      participationPct: row.participation_type === 'UTILIDAD' ? hundredthsOf(row.participation_pct) : 0n,
    };
  };
}

/** A part with its taquilla's path, to scope and group it. */
export type PathPart = PricedPart & { path: string };

/** Every play of the banca sold in a period, priced: parts per taquilla, day, product, bet type, currency and channel. */
export async function expectedParts(db: Db, from: string, to: string): Promise<PathPart[]> {
  const plays = await rowsOf<{
    day: string;
    taquilla_id: number;
    agency_id: number;
    path: string;
    product_id: number;
    bet_type_id: number;
    currency: string;
    channel: string;
    amount: string;
    prize: string;
    annulled: boolean;
  }>(
    db,
    sql`SELECT t.business_date::text AS day, t.taquilla_id, tq.parent_id AS agency_id, tq.path, o.product_id,
               tp.bet_type_id, t.currency, t.channel, tp.amount::text AS amount, tp.prize::text AS prize,
               t.status = 'ANULADO' AS annulled
          FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id
          JOIN draw_occurrences o ON o.id = tp.occurrence_id JOIN partners tq ON tq.id = t.taquilla_id
         WHERE t.business_date BETWEEN ${from}::date AND ${to}::date`,
  );
  const paths = new Map(plays.map((p) => [p.taquilla_id, p.path]));
  const rates = await ratesNow(db);
  return pricedParts(
    plays.map((p) => ({ ...p, amount: BigInt(p.amount), prize: BigInt(p.prize) })),
    rates,
  ).map((part) => ({ ...part, path: paths.get(part.taquilla_id)! }));
}

/** The five figures every report shows, as minor-unit strings. */
export type FiveFigures = Record<'sales' | 'prizes' | 'commission' | 'participation' | 'net', string>;

/** The five figures of some parts (net: sales − prizes − commission, as the reports show it). */
export function figuresOf(parts: readonly PricedPart[]): FiveFigures {
  const sum = (f: (p: PricedPart) => bigint) => parts.reduce((s, p) => s + f(p), 0n);
  const sales = sum((p) => p.sold - p.annulled);
  const prizes = sum((p) => p.prizes);
  const commission = sum((p) => p.commission);
  return {
    sales: sales.toString(),
    prizes: prizes.toString(),
    commission: commission.toString(),
    participation: sum((p) => p.participation).toString(),
    net: (sales - prizes - commission).toString(),
  };
}

/** Sums the named money fields of rows (strings of minor units). */
export function sumOf<T extends Record<string, unknown>>(rows: readonly T[], fields: readonly string[]) {
  return Object.fromEntries(
    fields.map((field) => [field, rows.reduce((s, row) => s + BigInt(String(row[field])), 0n).toString()]),
  );
}

/** Only the named fields of an object. */
export const pick = (row: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, String((row as Record<string, unknown>)[field])]));
