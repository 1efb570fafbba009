import { MAX_PLAYS_PER_TICKET, type BetTypeCode, type Currency, type SalePlayRequest } from '@banca/contracts';
import { formatMoney } from '@/lib/format';

/** One play of the ticket being built; `amount` in minor units (decimal string). */
export interface TicketLine {
  readonly occurrence_id: number;
  readonly bet_type: BetTypeCode;
  readonly number: string;
  readonly sign: number | null;
  readonly amount: string;
}

export interface SaleLimits {
  readonly min_per_play: string;
  readonly max_per_play: string;
  readonly max_per_ticket: string;
}

export type LinesChange =
  { readonly ok: true; readonly lines: TicketLine[] } | { readonly ok: false; readonly message: string };

/** Plays on the same draw, bet type, number and sign are one play. */
export const lineKey = (line: Omit<TicketLine, 'amount'>): string =>
  `${line.occurrence_id}|${line.bet_type}|${line.number}|${line.sign ?? ''}`;

export const totalOf = (lines: readonly TicketLine[]): bigint =>
  lines.reduce((sum, line) => sum + BigInt(line.amount), 0n);

/**
 * The lines with `additions` added: the same play twice adds up its amounts. Refused as a
 * whole (nothing added) when a play would leave the per-play range, the ticket would pass its
 * maximum, or it would hold too many plays: the seller sees why before selling.
 */
export function addLines(
  lines: readonly TicketLine[],
  additions: readonly TicketLine[],
  limits: SaleLimits,
  currency: Currency,
): LinesChange {
  const next = [...lines];
  for (const addition of additions) {
    const index = next.findIndex((line) => lineKey(line) === lineKey(addition));
    if (index === -1) next.push(addition);
    else next[index] = { ...next[index]!, amount: (BigInt(next[index]!.amount) + BigInt(addition.amount)).toString() };
  }
  const money = (minor: string | bigint) => formatMoney(minor, currency);
  for (const line of next) {
    const amount = BigInt(line.amount);
    if (amount < BigInt(limits.min_per_play)) {
      return { ok: false, message: `El mínimo por jugada es ${money(limits.min_per_play)}.` };
    }
    if (amount > BigInt(limits.max_per_play)) {
      return {
        ok: false,
        message: `El máximo por jugada es ${money(limits.max_per_play)} (el ${line.number} llegaría a ${money(amount)}).`,
      };
    }
  }
  if (totalOf(next) > BigInt(limits.max_per_ticket)) {
    return { ok: false, message: `El máximo por ticket es ${money(limits.max_per_ticket)}.` };
  }
  if (next.length > MAX_PLAYS_PER_TICKET) {
    return { ok: false, message: `Un ticket no puede tener más de ${MAX_PLAYS_PER_TICKET} jugadas.` };
  }
  return { ok: true, lines: next };
}

export const removeLine = (lines: readonly TicketLine[], key: string): TicketLine[] =>
  lines.filter((line) => lineKey(line) !== key);

/** The sale request's plays, in the lines' order (the answer's outcomes refer to it by index). */
export const toSalePlays = (lines: readonly TicketLine[]): SalePlayRequest[] =>
  lines.map(({ sign, ...play }) => (sign === null ? play : { ...play, sign }));

/**
 * The server's field errors on plays (`plays.2.number`) by line key, for the table; the
 * messages of other fields in `other`.
 */
export function lineErrorsFrom(
  fields: readonly { field: string; message: string }[],
  lines: readonly TicketLine[],
): { byLine: Record<string, string>; other: string[] } {
  const byLine: Record<string, string> = {};
  const other: string[] = [];
  for (const { field, message } of fields) {
    const index = /^plays\.(\d+)(\.|$)/.exec(field)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (line) byLine[lineKey(line)] = byLine[lineKey(line)] ? `${byLine[lineKey(line)]} ${message}` : message;
    else other.push(message);
  }
  return { byLine, other };
}

/** One play of the ticket as the seller reads it: a number and amount, on every draw it goes to. */
export interface PlayGroup {
  readonly key: string;
  /** The ticket's lines of this play, one per draw, in the order they were added. */
  readonly lines: readonly TicketLine[];
  /** Each draw's amount (the same on every draw of the group). */
  readonly amount: string;
  /** The amount on every draw together. */
  readonly total: bigint;
}

/**
 * The ticket's lines grouped by play: the same bet type, number, sign and amount on several
 * draws is one row (a play sent to two draws and three numbers is three rows, not six), in the
 * order each play was first added. Selling still sends one line per draw.
 */
export function playGroups(lines: readonly TicketLine[]): PlayGroup[] {
  const groups = new Map<string, TicketLine[]>();
  for (const line of lines) {
    const key = `${line.bet_type}|${line.number}|${line.sign ?? ''}|${line.amount}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups].map(([key, group]) => ({
    key,
    lines: group,
    amount: group[0]!.amount,
    total: totalOf(group),
  }));
}
