/*
 * The pricing rule of ADR 051 written a second time, in TypeScript with bigint, for the tests: a
 * cell (partner, business date, product, bet type, currency) is priced once; its commission and
 * participation are shared among its taquillas, and a taquilla's among its channels, by cumulative
 * rounding. The reports' expected figures are sums of these parts.
 */

/** A partner's rates for a product and bet type: percentages in hundredths (12.50 % → 1250n). */
export interface CellRates {
  readonly commissionPct: bigint;
  readonly extraPct: bigint;
  /** In `currency`, the partner's: it caps the cells of that currency. */
  readonly maxAmount: bigint | null;
  readonly currency: string;
  readonly participationPct: bigint;
}

/** a / b rounded half up, for a ≥ 0 and b > 0. */
export const halfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** Commission and participation of one cell from its net sales and prizes. */
export function priceCell(sales: bigint, prizes: bigint, currency: string, rates: CellRates) {
  const full = halfUp(sales * (rates.commissionPct + rates.extraPct), 10_000n);
  const max = rates.currency === currency ? rates.maxAmount : null;
  const commission = max !== null && full > max ? max : full;
  const profit = sales - prizes - commission;
  const participation = halfUp((profit > 0n ? profit : 0n) * rates.participationPct, 10_000n);
  return { commission, participation };
}

/** `total` shared in proportion to `weights` (≥ 0), in their order, by cumulative rounding half up. */
export function sharesOf(total: bigint, weights: readonly bigint[]): bigint[] {
  const whole = weights.reduce((sum, w) => sum + w, 0n);
  if (whole <= 0n) return weights.map(() => 0n);
  let upto = 0n;
  return weights.map((weight) => {
    const before = halfUp(total * upto, whole);
    upto += weight;
    return halfUp(total * upto, whole) - before;
  });
}

/** Where a play or a part counts: its taquilla's day, product, bet type, currency and channel. */
interface PricedCell {
  readonly day: string;
  readonly taquilla_id: number;
  /** The agency the taquilla hangs from now. */
  readonly agency_id: number;
  readonly product_id: number;
  readonly bet_type_id: number;
  readonly currency: string;
  readonly channel: string;
}

/** One play's worth of a rollup: what a part is made of. */
export interface PricedPlay extends PricedCell {
  readonly amount: bigint;
  readonly prize: bigint;
  readonly annulled: boolean;
}

/** A part per (taquilla, day, product, bet type, currency, channel) with its share of its cell. */
export interface PricedPart extends PricedCell {
  sold: bigint;
  annulled: bigint;
  prizes: bigint;
  plays: number;
  commission: bigint;
  participation: bigint;
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Shares a group's commission, then its participation (by what each leaves, never a loss). */
function share<T extends { sold: bigint; annulled: bigint; prizes: bigint; commission: bigint; participation: bigint }>(
  members: T[],
  commission: bigint,
  participation: bigint,
) {
  sharesOf(
    commission,
    members.map((m) => m.sold - m.annulled),
  ).forEach((c, i) => (members[i]!.commission = c));
  sharesOf(
    participation,
    members.map((m) => {
      const profit = m.sold - m.annulled - m.prizes - m.commission;
      return profit > 0n ? profit : 0n;
    }),
  ).forEach((p, i) => (members[i]!.participation = p));
}

/** Every play priced: the parts per channel, each with its share of its agency's cell. */
export function pricedParts(
  plays: readonly PricedPlay[],
  ratesOf: (agencyId: number, productId: number, betTypeId: number) => CellRates,
): PricedPart[] {
  const parts = new Map<string, PricedPart>();
  for (const play of plays) {
    const key = [play.taquilla_id, play.day, play.product_id, play.bet_type_id, play.currency, play.channel].join('|');
    let part = parts.get(key);
    if (!part) {
      const { amount: _a, prize: _p, annulled: _n, ...keys } = play;
      part = { ...keys, sold: 0n, annulled: 0n, prizes: 0n, plays: 0, commission: 0n, participation: 0n };
      parts.set(key, part);
    }
    part.sold += play.amount;
    if (play.annulled) part.annulled += play.amount;
    else {
      part.prizes += play.prize;
      part.plays += 1;
    }
  }
  const channelParts = [...parts.values()];
  const perTaquilla = groupBy(channelParts, (p) =>
    [p.taquilla_id, p.day, p.product_id, p.bet_type_id, p.currency].join('|'),
  );
  const taquillaParts = [...perTaquilla.values()].map((members) => {
    const first = members[0]!;
    const sum = (field: 'sold' | 'annulled' | 'prizes') => members.reduce((s, m) => s + m[field], 0n);
    return {
      first,
      members: members.sort((a, b) => compare(a.channel, b.channel)),
      sold: sum('sold'),
      annulled: sum('annulled'),
      prizes: sum('prizes'),
      commission: 0n,
      participation: 0n,
    };
  });
  const cells = groupBy(taquillaParts, (t) =>
    [t.first.agency_id, t.first.day, t.first.product_id, t.first.bet_type_id, t.first.currency].join('|'),
  );
  for (const members of cells.values()) {
    members.sort((a, b) => a.first.taquilla_id - b.first.taquilla_id);
    const { agency_id, product_id, bet_type_id, currency } = members[0]!.first;
    const sales = members.reduce((s, m) => s + m.sold - m.annulled, 0n);
    const prizes = members.reduce((s, m) => s + m.prizes, 0n);
    const cell = priceCell(sales, prizes, currency, ratesOf(agency_id, product_id, bet_type_id));
    share(members, cell.commission, cell.participation);
    for (const taquilla of members) share(taquilla.members, taquilla.commission, taquilla.participation);
  }
  return channelParts;
}

/** Percentage text ("12.50") in hundredths. */
export const hundredthsOf = (pct: string) => {
  const [whole = '0', fraction = ''] = pct.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};
