import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/lib/raw-query';

/*
 * The direct computation of the books-agree test: every figure from the raw rows (tickets, plays,
 * commission rows, ledger legs), never from a derived table, priced with the one rounding rule
 * written here on its own, with BigInt:
 *
 * - the priced cell is (the partner whose commission it is, business date, product, bet type,
 *   currency): the selling agency in the reports and dashboards, the settling partner itself in
 *   its daily settlement;
 * - its commission row is the one of the bet type, else the product's, else none (0 %);
 * - commission = round half up to the minor unit of net sales × (commission % + extra %) / 100,
 *   capped at the row's maximum when it has one;
 * - participation = round half up of max(net − prizes − commission, 0) × participation % / 100,
 *   only when the row's participation type is UTILIDAD;
 * - a figure over a period and a scope is the sum of its cells; no sum is rounded again.
 */

/** Plays of one (day, taquilla, product, bet type, currency, channel, annulled or not). */
export interface PlayCell {
  date: string;
  taquilla: number;
  agency: number;
  path: string;
  product: number;
  betType: number;
  currency: string;
  channel: string;
  annulled: boolean;
  amount: bigint;
  plays: number;
  prize: bigint;
}

/** Tickets of one (day, taquilla, currency, channel, annulled or not). */
export interface TicketCell {
  date: string;
  taquilla: number;
  path: string;
  currency: string;
  channel: string;
  annulled: boolean;
  tickets: number;
  total: bigint;
}

/** A commissions row as the tests read it: its percentages and cap as text. */
export interface RateRow {
  partner_id: number;
  product_id: number;
  bet_type_id: number | null;
  commission_pct: string;
  extra_pct: string;
  participation_type: string;
  participation_pct: string;
  max_amount: string | null;
}

export interface RawBooks {
  plays: PlayCell[];
  tickets: TicketCell[];
  rates: RateRow[];
}

export async function readRaw(db: Db, from: string, to: string): Promise<RawBooks> {
  const plays = await rowsOf<Omit<PlayCell, 'amount' | 'prize'> & { amount: string; prize: string }>(
    db,
    sql`SELECT t.business_date::text AS date, t.taquilla_id AS taquilla, t.agency_id AS agency, t.partner_path AS path,
               o.product_id AS product, p.bet_type_id AS "betType", t.currency, t.channel, t.status = 'ANULADO' AS annulled,
               sum(p.amount)::text AS amount, count(*)::int AS plays, sum(p.prize)::text AS prize
          FROM ticket_plays p JOIN tickets t ON t.id = p.ticket_id JOIN draw_occurrences o ON o.id = p.occurrence_id
         WHERE t.business_date BETWEEN ${from}::date AND ${to}::date
         GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
  );
  const tickets = await rowsOf<Omit<TicketCell, 'total'> & { total: string }>(
    db,
    sql`SELECT t.business_date::text AS date, t.taquilla_id AS taquilla, t.partner_path AS path, t.currency, t.channel,
               t.status = 'ANULADO' AS annulled, count(*)::int AS tickets, sum(t.total)::text AS total
          FROM tickets t WHERE t.business_date BETWEEN ${from}::date AND ${to}::date
         GROUP BY 1, 2, 3, 4, 5, 6`,
  );
  const rates = await rowsOf<RateRow>(
    db,
    sql`SELECT partner_id, product_id, bet_type_id, commission_pct::text, extra_pct::text, participation_type,
               participation_pct::text, max_amount::text
          FROM commissions WHERE commission_type = 'VENTA'`,
  );
  return {
    plays: plays.map((p) => ({ ...p, amount: BigInt(p.amount), prize: BigInt(p.prize) })),
    tickets: tickets.map((t) => ({ ...t, total: BigInt(t.total) })),
    rates,
  };
}

/** A percentage with two decimals ("12.50") in hundredths of a percent (1250n). */
const hundredths = (pct: string): bigint => {
  const [whole, fraction = ''] = pct.split('.');
  return BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
};

/** amount × h / 10 000 rounded half up, for amount ≥ 0 and h ≥ 0. */
export const percentOf = (amount: bigint, h: bigint): bigint => (2n * amount * h + 10_000n) / 20_000n;

export interface Pricing {
  commission: bigint;
  participation: bigint;
}

export function pricer(rates: RateRow[]) {
  const byKey = new Map<string, RateRow>();
  for (const r of rates) byKey.set(`${r.partner_id}:${r.product_id}:${r.bet_type_id ?? ''}`, r);
  return (partner: number, product: number, betType: number, sales: bigint, prizes: bigint): Pricing => {
    const row = byKey.get(`${partner}:${product}:${betType}`) ?? byKey.get(`${partner}:${product}:`);
    if (!row) return { commission: 0n, participation: 0n };
    let commission = percentOf(sales, hundredths(row.commission_pct) + hundredths(row.extra_pct));
    if (row.max_amount !== null && commission > BigInt(row.max_amount)) commission = BigInt(row.max_amount);
    const base = sales - prizes - commission;
    const participation =
      row.participation_type === 'UTILIDAD' && base > 0n ? percentOf(base, hundredths(row.participation_pct)) : 0n;
    return { commission, participation };
  };
}
export type Pricer = ReturnType<typeof pricer>;

/** The figures of a group in one currency. */
export interface Figures {
  sold: bigint;
  annulled: bigint;
  sales: bigint;
  plays: number;
  prizes: bigint;
  commission: bigint;
  participation: bigint;
  /** sales − prizes − commission (the reports' net; a settlement also takes the participation). */
  net: bigint;
}

export const zeroFigures = (): Figures => ({
  sold: 0n,
  annulled: 0n,
  sales: 0n,
  plays: 0,
  prizes: 0n,
  commission: 0n,
  participation: 0n,
  net: 0n,
});

/**
 * The figures per currency of some plays, each cell priced at the rates of `partnerOf(cell)`
 * (the selling agency, or the settling partner) and the cells added up.
 */
export function figuresOf(plays: PlayCell[], price: Pricer, partnerOf: (p: PlayCell) => number): Map<string, Figures> {
  const cells = new Map<string, { partner: number; product: number; betType: number; currency: string; f: Figures }>();
  for (const p of plays) {
    const partner = partnerOf(p);
    const key = `${partner}|${p.date}|${p.product}|${p.betType}|${p.currency}`;
    let cell = cells.get(key);
    if (!cell)
      cells.set(
        key,
        (cell = { partner, product: p.product, betType: p.betType, currency: p.currency, f: zeroFigures() }),
      );
    cell.f.sold += p.amount;
    if (p.annulled) cell.f.annulled += p.amount;
    else {
      cell.f.plays += p.plays;
      cell.f.prizes += p.prize;
    }
  }
  const out = new Map<string, Figures>();
  for (const cell of cells.values()) {
    const f = cell.f;
    f.sales = f.sold - f.annulled;
    const { commission, participation } = price(cell.partner, cell.product, cell.betType, f.sales, f.prizes);
    let sum = out.get(cell.currency);
    if (!sum) out.set(cell.currency, (sum = zeroFigures()));
    sum.sold += f.sold;
    sum.annulled += f.annulled;
    sum.sales += f.sales;
    sum.plays += f.plays;
    sum.prizes += f.prizes;
    sum.commission += commission;
    sum.participation += participation;
  }
  for (const sum of out.values()) sum.net = sum.sales - sum.prizes - sum.commission;
  return out;
}

/** Groups rows by a key (null: left out). */
export function groupBy<T>(rows: T[], keyOf: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A ratio rounded half up (away from zero) to the minor unit: the average ticket. */
export const roundedRatio = (a: bigint, b: bigint): bigint => (b === 0n ? 0n : (2n * a + b) / (2n * b));

/** net ÷ sales × 100 with two decimals, rounded half away from zero; null without sales. */
export function marginPct(net: bigint, sales: bigint): string | null {
  if (sales === 0n) return null;
  const negative = net < 0n;
  const abs = negative ? -net : net;
  const scaled = (2n * abs * 10_000n + sales) / (2n * sales);
  const text = `${scaled / 100n}.${String(scaled % 100n).padStart(2, '0')}`;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/** Ledger legs per (partner, currency, business date, settlement or not). */
export interface LegCell {
  partner: number;
  currency: string;
  date: string;
  settlement: boolean;
  amount: bigint;
}

export async function readLegs(db: Db): Promise<LegCell[]> {
  const rows = await rowsOf<Omit<LegCell, 'amount'> & { amount: string }>(
    db,
    sql`SELECT l.partner_id AS partner, l.currency, l.business_date::text AS date, e.kind = 'SETTLEMENT' AS settlement,
               sum(l.amount)::text AS amount
          FROM ledger_legs l JOIN ledger_entries e ON e.id = l.entry_id GROUP BY 1, 2, 3, 4`,
  );
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount) }));
}

/** The settlement legs each settling partner's own entries put on it, per (partner, date, currency). */
export async function readSettlementLegs(db: Db): Promise<Map<string, bigint>> {
  const rows = await rowsOf<{ key: string; amount: string }>(
    db,
    sql`SELECT e.settlement_partner_id || '|' || e.business_date::text || '|' || e.currency AS key, sum(l.amount)::text AS amount
          FROM ledger_entries e JOIN ledger_legs l ON l.entry_id = e.id AND l.partner_id = e.settlement_partner_id
         WHERE e.kind = 'SETTLEMENT' GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.key, BigInt(r.amount)]));
}

/** The rounded total up to a part less the rounded total before it: ADR 051's cumulative share. */
const shareOf = (total: bigint, weight: bigint, upto: bigint, whole: bigint): bigint =>
  whole <= 0n ? 0n : (2n * total * upto + whole) / (2n * whole) - (2n * total * (upto - weight) + whole) / (2n * whole);

/** Splits `total` over weighted parts, in the order given, by cumulative rounding. */
function split<K>(total: bigint, parts: { key: K; weight: bigint }[]): Map<K, bigint> {
  const whole = parts.reduce((sum, p) => sum + p.weight, 0n);
  const shares = new Map<K, bigint>();
  let upto = 0n;
  for (const p of parts) {
    upto += p.weight;
    shares.set(p.key, shareOf(total, p.weight, upto, whole));
  }
  return shares;
}

interface Part {
  taquilla: number;
  channel: string;
  sales: bigint;
  prizes: bigint;
}

const partKey = (p: PlayCell) => `${p.taquilla}|${p.date}|${p.product}|${p.betType}|${p.currency}|${p.channel}`;

/**
 * The commission and participation of every part (taquilla, day, product, bet type, currency,
 * channel) as ADR 051 shares the selling agency's cell, written here on its own: the cell priced
 * whole; its commission split over its taquillas by net sales and its participation by what each
 * leaves after prizes and its commission (never a loss), in taquilla order; a taquilla's shares
 * split over its channels the same way, in channel order. Shares add up to the cell exactly.
 */
export function partSharesOf(plays: PlayCell[], price: Pricer): Map<string, Pricing> {
  const cells = groupBy(plays, (p) => `${p.agency}|${p.date}|${p.product}|${p.betType}|${p.currency}`);
  const out = new Map<string, Pricing>();
  for (const cellPlays of cells.values()) {
    const first = cellPlays[0]!;
    const parts = new Map<string, Part>();
    for (const p of cellPlays) {
      const key = partKey(p);
      let part = parts.get(key);
      if (!part) parts.set(key, (part = { taquilla: p.taquilla, channel: p.channel, sales: 0n, prizes: 0n }));
      if (!p.annulled) {
        part.sales += p.amount;
        part.prizes += p.prize;
      }
    }
    const all = [...parts.entries()];
    const cellSales = all.reduce((s, [, p]) => s + p.sales, 0n);
    const cellPrizes = all.reduce((s, [, p]) => s + p.prizes, 0n);
    const cell = price(first.agency, first.product, first.betType, cellSales, cellPrizes);
    const byTaquilla = [...groupBy(all, ([, p]) => String(p.taquilla)).values()].sort(
      (a, b) => a[0]![1].taquilla - b[0]![1].taquilla,
    );
    const totals = byTaquilla.map((rows) => ({
      rows: rows.sort(([, a], [, b]) => (a.channel < b.channel ? -1 : a.channel > b.channel ? 1 : 0)),
      sales: rows.reduce((s, [, p]) => s + p.sales, 0n),
      prizes: rows.reduce((s, [, p]) => s + p.prizes, 0n),
    }));
    const commissions = split(
      cell.commission,
      totals.map((t, i) => ({ key: i, weight: t.sales })),
    );
    const profits = totals.map((t, i) => {
      const left = t.sales - t.prizes - commissions.get(i)!;
      return left > 0n ? left : 0n;
    });
    const participations = split(
      cell.participation,
      profits.map((weight, i) => ({ key: i, weight })),
    );
    totals.forEach((t, i) => {
      const partCommissions = split(
        commissions.get(i)!,
        t.rows.map(([key, p]) => ({ key, weight: p.sales })),
      );
      const partProfits = t.rows.map(([key, p]) => {
        const left = p.sales - p.prizes - partCommissions.get(key)!;
        return { key, weight: left > 0n ? left : 0n };
      });
      const partParticipations = split(participations.get(i)!, partProfits);
      for (const [key] of t.rows)
        out.set(key, { commission: partCommissions.get(key)!, participation: partParticipations.get(key)! });
    });
  }
  return out;
}

/** The figures per currency of some plays, each part's commission and participation its share. */
export function figuresOfParts(plays: PlayCell[], shares: Map<string, Pricing>): Map<string, Figures> {
  const out = new Map<string, Figures>();
  const counted = new Set<string>();
  for (const p of plays) {
    let sum = out.get(p.currency);
    if (!sum) out.set(p.currency, (sum = zeroFigures()));
    sum.sold += p.amount;
    if (p.annulled) sum.annulled += p.amount;
    else {
      sum.plays += p.plays;
      sum.prizes += p.prize;
    }
    const key = partKey(p);
    if (counted.has(key)) continue;
    counted.add(key);
    const share = shares.get(key)!;
    sum.commission += share.commission;
    sum.participation += share.participation;
  }
  for (const sum of out.values()) {
    sum.sales = sum.sold - sum.annulled;
    sum.net = sum.sales - sum.prizes - sum.commission;
  }
  return out;
}
