import { DEFAULT_TIMEZONE } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/lib/raw-query';

/*
 * The raw rows the row-level reports are checked against (books-rows-checks-test-kit.ts): every
 * ticket with its state now (an unpaid prize past its validity is expired), every winning play,
 * and the plays per number; read from tickets, plays and occurrences, never from a rollup.
 */

export interface TicketRow {
  id: number;
  date: string;
  path: string;
  currency: string;
  channel: string;
  /** As stored: ACTIVO, ANULADO, PREMIADO, PERDEDOR, PAGADO. */
  status: string;
  /** PREMIADO and past its validity. */
  expired: boolean;
  /** The hour of the banca's day it was sold in. */
  hour: number;
  total: bigint;
  prize: bigint;
}

export interface PrizePlay {
  id: number;
  date: string;
  path: string;
  currency: string;
  status: string;
  expired: boolean;
  amount: bigint;
  prize: bigint;
}

/** Plays of one (day, taquilla, occurrence, bet type, number as played, currency, annulled or not). */
export interface NumberCell {
  date: string;
  path: string;
  occurrence: number;
  product: number;
  betType: number;
  betTypeCode: string;
  number: string;
  currency: string;
  annulled: boolean;
  amount: bigint;
  plays: number;
  prize: bigint;
  prizePlays: number;
  /** The product's multiplier of the bet type now, as text. */
  multiplier: string | null;
  /** The country of the taquilla's banca. */
  country: string;
}

export interface RawRows {
  tickets: TicketRow[];
  prizes: PrizePlay[];
  numbers: NumberCell[];
}

const EXPIRED = sql`(t.status = 'PREMIADO' AND t.prize_expires_at <= now())`;

export async function readRows(db: Db, from: string, to: string): Promise<RawRows> {
  const period = sql`t.business_date BETWEEN ${from}::date AND ${to}::date`;
  const tickets = await rowsOf<Omit<TicketRow, 'total' | 'prize'> & { total: string; prize: string }>(
    db,
    sql`SELECT t.id::int AS id, t.business_date::text AS date, t.partner_path AS path, t.currency, t.channel, t.status,
               ${EXPIRED} AS expired, t.total::text AS total, t.prize_total::text AS prize,
               extract(hour FROM t.sold_at AT TIME ZONE coalesce(bs.timezone, ${DEFAULT_TIMEZONE}))::int AS hour
          FROM tickets t LEFT JOIN banca_settings bs ON bs.partner_id = t.banca_id WHERE ${period}`,
  );
  const prizes = await rowsOf<Omit<PrizePlay, 'amount' | 'prize'> & { amount: string; prize: string }>(
    db,
    sql`SELECT p.id::int AS id, t.business_date::text AS date, t.partner_path AS path, t.currency, t.status,
               ${EXPIRED} AS expired, p.amount::text AS amount, p.prize::text AS prize
          FROM ticket_plays p JOIN tickets t ON t.id = p.ticket_id WHERE ${period} AND p.prize > 0`,
  );
  const numbers = await rowsOf<Omit<NumberCell, 'amount' | 'prize'> & { amount: string; prize: string }>(
    db,
    sql`SELECT t.business_date::text AS date, t.partner_path AS path, p.occurrence_id AS occurrence,
               o.product_id AS product, p.bet_type_id AS "betType", bt.code AS "betTypeCode", p.number_key AS number,
               t.currency, t.status = 'ANULADO' AS annulled, sum(p.amount)::text AS amount, count(*)::int AS plays,
               sum(p.prize)::text AS prize, count(*) FILTER (WHERE p.prize > 0)::int AS "prizePlays",
               pbt.multiplier::text AS multiplier, b.country_iso2 AS country
          FROM ticket_plays p JOIN tickets t ON t.id = p.ticket_id JOIN draw_occurrences o ON o.id = p.occurrence_id
          JOIN partners b ON b.id = t.banca_id
          JOIN bet_types bt ON bt.id = p.bet_type_id
          LEFT JOIN product_bet_types pbt ON pbt.product_id = o.product_id AND pbt.bet_type_id = p.bet_type_id
         WHERE ${period}
         GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, pbt.multiplier, b.country_iso2`,
  );
  return {
    tickets: tickets.map((t) => ({ ...t, total: BigInt(t.total), prize: BigInt(t.prize) })),
    prizes: prizes.map((p) => ({ ...p, amount: BigInt(p.amount), prize: BigInt(p.prize) })),
    numbers: numbers.map((n) => ({ ...n, amount: BigInt(n.amount), prize: BigInt(n.prize) })),
  };
}

/** amount × a decimal multiplier ("30", "600.50"), rounded half up to the minor unit (amount ≥ 0). */
export function timesMultiplier(amount: bigint, multiplier: string): bigint {
  const [whole, fraction = ''] = multiplier.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const m = BigInt(whole!) * scale + BigInt(fraction || '0');
  return (2n * amount * m + scale) / (2n * scale);
}
