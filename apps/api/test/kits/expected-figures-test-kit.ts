import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/lib/raw-query';
import { ratesNow } from './figures-agree-test-kit';
import { pricedParts } from './pricing-test-kit';

/*
 * The sales reports' figures computed another way, for the tests: straight from the tickets and
 * their plays (never the rollups), added up in JavaScript with bigint, and the commission priced
 * from the commissions table by the rule's second writing (ADR 051: per agency cell, shared among
 * taquillas and channels). The subtree read is an agency's or larger: its cells are whole.
 */

export interface Period {
  from: string;
  to: string;
}

interface Play {
  day: string;
  taquilla_id: number;
  path: string;
  agency_id: number;
  currency: string;
  status: string;
  channel: string;
  product_id: number;
  bet_type_id: number;
  amount: string;
  prize: string;
}

interface Ticket {
  day: string;
  path: string;
  currency: string;
  status: string;
  channel: string;
  total: string;
  prize_total: string;
}

/** What the tests compare: money as minor-unit strings, counts as numbers, keyed like the report rows. */
export type Figures = Record<string, string | number>;

/** The plays and tickets of a subtree (its partner's path) sold in a period. */
export async function soldIn(db: Db, path: string, period: Period) {
  const inside = sql`tq.path LIKE ${`${path}%`} AND t.business_date BETWEEN ${period.from}::date AND ${period.to}::date`;
  const plays = await rowsOf<Play>(
    db,
    sql`SELECT t.business_date::text AS day, t.taquilla_id, tq.path, tq.parent_id AS agency_id, t.currency, t.status, t.channel,
               o.product_id, tp.bet_type_id, tp.amount::text AS amount, tp.prize::text AS prize
          FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id
          JOIN draw_occurrences o ON o.id = tp.occurrence_id JOIN partners tq ON tq.id = t.taquilla_id
         WHERE ${inside}`,
  );
  const tickets = await rowsOf<Ticket>(
    db,
    sql`SELECT t.business_date::text AS day, tq.path, t.currency, t.status, t.channel, t.total::text AS total,
               t.prize_total::text AS prize_total
          FROM tickets t JOIN partners tq ON tq.id = t.taquilla_id WHERE ${inside}`,
  );
  return { plays, tickets, rates: await ratesNow(db) };
}

type Sold = Awaited<ReturnType<typeof soldIn>>;

/** The id right after `focus` in a path (the focus's child on it), or the focus itself. */
export const childOf = (focusPath: string, focusId: number) => (path: string) =>
  Number(path.slice(focusPath.length).split('/')[0] || focusId);

/**
 * Per key (from `keyOf` over a play or ticket) and currency: sold, annulled, sales, prizes,
 * commission (the sum of the key's priced parts), net, plays not annulled,
 * and, with `tickets`, the key's tickets not annulled (every product).
 */
export function expectedSales(
  sold: Sold,
  keyOf: (row: { day: string; path: string; channel: string; product_id?: number }) => Record<string, string | number>,
  options: { tickets?: boolean; productId?: number } = {},
): Figures[] {
  const rows = new Map<string, Figures>();
  const entry = (key: Record<string, string | number>, currency: string) => {
    const id = JSON.stringify({ ...key, currency });
    let row = rows.get(id);
    if (!row) {
      row = { ...key, currency, sold: '0', annulled: '0', prizes: '0', commission: '0', plays: 0 };
      if (options.tickets) row.tickets = 0;
      rows.set(id, row);
    }
    return row;
  };
  const add = (row: Figures, field: string, value: bigint | number) => {
    row[field] = typeof value === 'bigint' ? (BigInt(row[field]!) + value).toString() : Number(row[field]) + value;
  };
  const paths = new Map(sold.plays.map((play) => [play.taquilla_id, play.path]));
  const parts = pricedParts(
    sold.plays.map((play) => ({
      ...play,
      amount: BigInt(play.amount),
      prize: BigInt(play.prize),
      annulled: play.status === 'ANULADO',
    })),
    sold.rates,
  );
  for (const part of parts) {
    if (options.productId !== undefined && part.product_id !== options.productId) continue;
    const row = entry(keyOf({ ...part, path: paths.get(part.taquilla_id)! }), part.currency);
    add(row, 'sold', part.sold);
    add(row, 'annulled', part.annulled);
    add(row, 'prizes', part.prizes);
    add(row, 'commission', part.commission);
    add(row, 'plays', part.plays);
  }
  if (options.tickets) {
    // Tickets not annulled, as the KPIs count them: one figure, one value.
    for (const ticket of sold.tickets) {
      if (ticket.status === 'ANULADO') continue;
      const id = JSON.stringify({ ...keyOf(ticket), currency: ticket.currency });
      if (rows.has(id)) add(rows.get(id)!, 'tickets', 1);
    }
  }
  return [...rows.values()].map((row) => {
    const sales = BigInt(row.sold!) - BigInt(row.annulled!);
    return {
      ...row,
      sales: sales.toString(),
      net: (sales - BigInt(row.prizes!) - BigInt(row.commission!)).toString(),
    };
  });
}

/** Tickets, their amount and prizes per status and currency. */
export function expectedTickets(sold: Sold, channel?: string): Figures[] {
  const rows = new Map<string, { status: string; currency: string; tickets: number; amount: bigint; prizes: bigint }>();
  for (const t of sold.tickets) {
    if (channel && t.channel !== channel) continue;
    const id = `${t.status}/${t.currency}`;
    const row = rows.get(id) ?? { status: t.status, currency: t.currency, tickets: 0, amount: 0n, prizes: 0n };
    row.tickets += 1;
    row.amount += BigInt(t.total);
    row.prizes += BigInt(t.prize_total);
    rows.set(id, row);
  }
  return [...rows.values()].map((r) => ({ ...r, amount: r.amount.toString(), prizes: r.prizes.toString() }));
}

/** Sums per currency of figures rows: what a report's totals must be. */
export function totalsOf(rows: Figures[], money: readonly string[], counts: readonly string[]): Figures[] {
  const totals = new Map<string, Figures>();
  for (const row of rows) {
    const currency = String(row.currency);
    const total = totals.get(currency) ?? {
      currency,
      ...Object.fromEntries(money.map((m) => [m, '0'])),
      ...Object.fromEntries(counts.map((c) => [c, 0])),
    };
    for (const m of money) total[m] = (BigInt(total[m]!) + BigInt(row[m]!)).toString();
    for (const c of counts) total[c] = Number(total[c]) + Number(row[c]);
    totals.set(currency, total);
  }
  return [...totals.values()];
}

/** Rows in one order, to compare sets of rows whatever the report's order. */
export const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
