import { ZODIAC_SIGNS, type BetTypeCode } from '@banca/contracts';

/** What the entry needs to know of a bet type (the sale draws' `bet_types`). */
export interface BetTypeSpec {
  readonly code: BetTypeCode;
  readonly name: string;
  readonly digits: number | null;
  readonly needs_sign: boolean;
}

export interface SymbolSpec {
  readonly number: string;
  readonly name: string;
}

export type NumberCheck =
  { readonly ok: true; readonly number: string } | { readonly ok: false; readonly message: string };

/**
 * The number typed for a bet type, as the sale sends it, or why it is not one. Triples and
 * terminals take exactly their digits ("007", not "7"); an animalito must be one of its
 * product's symbols — numbers are text, so `0` and `00` differ. A symbol typed with a
 * leading zero ("05") is the symbol "5" when the product has no "05".
 */
export function checkNumber(raw: string, betType: BetTypeSpec, symbols: readonly SymbolSpec[] = []): NumberCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'Escriba el número.' };
  if (!/^\d+$/.test(text)) return { ok: false, message: 'El número solo puede tener dígitos.' };
  if (betType.digits !== null) {
    if (text.length !== betType.digits) {
      return { ok: false, message: `${betType.name}: el número debe tener ${betType.digits} dígitos.` };
    }
    return { ok: true, number: text };
  }
  const exact = symbols.find((symbol) => symbol.number === text);
  const unpadded = /^0+[1-9]\d*$/.test(text) ? text.replace(/^0+/, '') : null;
  const found = exact ?? symbols.find((symbol) => symbol.number === unpadded);
  if (!found) return { ok: false, message: `El ${text} no es un animalito de este sorteo.` };
  return { ok: true, number: found.number };
}

/** A sign for the "con signo" bet types (1 Aries … 12 Piscis), or why it is missing. */
export function checkSign(sign: number | null, betType: BetTypeSpec): string | null {
  if (!betType.needs_sign) return null;
  if (sign === null || !Number.isInteger(sign) || sign < 1 || sign > ZODIAC_SIGNS.length) return 'Seleccione el signo.';
  return null;
}

/** "Aries" for 1 … "Piscis" for 12. */
export const signName = (sign: number | null): string | null => (sign ? (ZODIAC_SIGNS[sign - 1] ?? null) : null);
