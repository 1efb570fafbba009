/**
 * The polla's scoring as data (ADR 046): each counted draw whose result is among the ticket's
 * picks for it is a hit worth `pointsPerHit`. The best score wins the daily pote's first
 * accumulator if it reaches `firstMinPoints`; the best score among the other tickets wins the
 * second if it reaches `secondMinPoints`; every ticket reaching `weeklyMinPoints` shares the
 * weekly pote.
 */
export interface ScoringRule {
  pointsPerHit: number;
  firstMinPoints: number;
  secondMinPoints: number;
  weeklyMinPoints: number;
}

export interface ScoredTicket {
  id: number;
  score: number;
}

/** A ticket's score: its hits (draws whose result it picked) times the points of a hit. */
export function scoreOf(
  picks: ReadonlyMap<number, readonly string[]>,
  results: ReadonlyMap<number, string>,
  pointsPerHit: number,
) {
  let hits = 0;
  for (const [occurrenceId, numbers] of picks) {
    const result = results.get(occurrenceId);
    if (result !== undefined && numbers.includes(result)) hits += 1;
  }
  return hits * pointsPerHit;
}

export interface Winners {
  first: number[];
  second: number[];
  weekly: number[];
}

/** Who wins each accumulator (ticket ids), by the rule. */
export function winnersOf(tickets: readonly ScoredTicket[], rule: ScoringRule): Winners {
  const best = (among: readonly ScoredTicket[], min: number) => {
    const top = Math.max(-1, ...among.map((t) => t.score));
    return top >= min && top >= 0 ? among.filter((t) => t.score === top).map((t) => t.id) : [];
  };
  const first = best(tickets, rule.firstMinPoints);
  const taken = new Set(first);
  const second = best(
    tickets.filter((t) => !taken.has(t.id)),
    rule.secondMinPoints,
  );
  const weekly = tickets.filter((t) => t.score >= rule.weeklyMinPoints).map((t) => t.id);
  return { first, second, weekly };
}

/**
 * An accumulator split equally among its winners, exact to the minor unit: each gets the
 * floor of the share, and the remainder (fewer minor units than winners) stays in the potes:
 * it rolls over with an unwon accumulator. With no winner everything rolls over.
 */
export function splitPote(amount: bigint, winners: number): { each: bigint; paid: bigint; rollover: bigint } {
  if (winners <= 0) return { each: 0n, paid: 0n, rollover: amount };
  const each = amount / BigInt(winners);
  const paid = each * BigInt(winners);
  return { each, paid, rollover: amount - paid };
}

/** What one sale gives a pote: the floor of price × basis points / 10 000 (the rest is the house's). */
export const shareOf = (price: bigint, basisPoints: number): bigint => (price * BigInt(basisPoints)) / 10_000n;

/** "12.5" → 1250 basis points; 1250 → "12.50". */
export function basisPointsOf(percent: string): number {
  const [whole, fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
export const percentOf = (basisPoints: number): string =>
  `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
