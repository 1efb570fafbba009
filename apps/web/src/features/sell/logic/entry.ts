import type { BetTypeCode, SaleDraw } from '@banca/contracts';
import { checkNumber, checkSign, type SymbolSpec } from './play-number';
import type { TicketLine } from './ticket-lines';

/** What the seller typed once: added to every selected draw. */
export interface PlayEntry {
  readonly bet_type: BetTypeCode;
  readonly number: string;
  readonly sign: number | null;
  /** Minor units. */
  readonly amount: string;
}

export type EntryField = 'number' | 'sign' | 'amount' | 'draws';
export type EntryPlays =
  | { readonly ok: true; readonly plays: TicketLine[] }
  | { readonly ok: false; readonly field: EntryField; readonly message: string };

/**
 * One play per selected draw for what was typed, or the first reason it cannot be: no draw,
 * a draw that does not sell the bet type, a number that is not of the bet type or not one of
 * the draw's animalitos, a missing sign, an amount that is not positive.
 */
export function entryPlays(
  draws: readonly SaleDraw[],
  entry: PlayEntry,
  symbols: Readonly<Record<string, readonly SymbolSpec[]>>,
): EntryPlays {
  if (draws.length === 0) return { ok: false, field: 'draws', message: 'Seleccione al menos un sorteo.' };
  if (!/^\d+$/.test(entry.amount) || BigInt(entry.amount) <= 0n) {
    return { ok: false, field: 'amount', message: 'Escriba un monto mayor que cero.' };
  }
  const plays: TicketLine[] = [];
  for (const draw of draws) {
    const betType = draw.bet_types.find((candidate) => candidate.code === entry.bet_type);
    if (!betType) return { ok: false, field: 'number', message: `${draw.draw_name} no vende esta jugada.` };
    const number = checkNumber(entry.number, betType, symbols[String(draw.product_id)] ?? []);
    if (!number.ok) return { ok: false, field: 'number', message: number.message };
    const signError = checkSign(entry.sign, betType);
    if (signError) return { ok: false, field: 'sign', message: signError };
    plays.push({
      occurrence_id: draw.occurrence_id,
      bet_type: betType.code,
      number: number.number,
      sign: betType.needs_sign ? entry.sign : null,
      amount: entry.amount,
    });
  }
  return { ok: true, plays };
}
