import { z } from 'zod';

/**
 * Currencies the product works in (spec §3). Amounts travel as integer minor units in strings.
 * `shownDigits`: the decimals people read; Colombian pesos are read whole (an amount that does
 * have centavos still shows them, so nothing is hidden).
 */
export const CURRENCIES = {
  BS: { code: 'BS', name: 'Bolivares', symbol: 'Bs', iso4217: 'VES', minorDigits: 2, shownDigits: 2 },
  USD: { code: 'USD', name: 'Dolares', symbol: '$', iso4217: 'USD', minorDigits: 2, shownDigits: 2 },
  COP: { code: 'COP', name: 'Pesos Colombianos', symbol: '$', iso4217: 'COP', minorDigits: 2, shownDigits: 0 },
} as const;
export const CURRENCY_CODES = ['BS', 'USD', 'COP'] as const;
export const ZCurrency = z.enum(CURRENCY_CODES, { error: 'Moneda no válida.' });
export type Currency = z.infer<typeof ZCurrency>;

/**
 * An amount in minor units (céntimos), as a decimal string on the wire so that no
 * binary float ever touches it. Server and client parse it to bigint.
 */
export const ZMinorUnits = z
  .string({ error: 'El monto debe ser un número entero de céntimos.' })
  .regex(/^-?\d{1,18}$/, { error: 'El monto debe ser un número entero de céntimos.' });
export type MinorUnits = z.infer<typeof ZMinorUnits>;

/**
 * Minor units as the decimal people read (`123456` BS → `1234.56`, `100000` COP → `1000`),
 * exactly, with `.` as the separator: the currency's shown decimals, or all of them when the
 * amount has a fraction finer than those.
 */
export function shownDecimal(minor: bigint, currency: Currency): string {
  const { minorDigits, shownDigits } = CURRENCIES[currency];
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(minorDigits + 1, '0');
  const whole = `${negative ? '-' : ''}${digits.slice(0, digits.length - minorDigits)}`;
  const fraction = digits.slice(digits.length - minorDigits);
  const kept = /^0*$/.test(fraction.slice(shownDigits)) ? fraction.slice(0, shownDigits) : fraction;
  return kept ? `${whole}.${kept}` : whole;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** `-1234.56` → `-1.234,56`: a decimal string with Spanish grouping and decimal comma, exactly. */
export function spanishDecimal(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.replace(THOUSANDS, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/**
 * THE money text, the same on the screens and in every file: `Bs 1.234,56`, `$ 10,00`, `$ 1.000`
 * (pesos are read whole): the currency's symbol, Spanish grouping, every digit (no float, no
 * rounding; an amount of any size is written whole).
 */
export function moneyText(minor: bigint | string, currency: Currency): string {
  const amount = typeof minor === 'bigint' ? minor : BigInt(minor);
  return `${CURRENCIES[currency].symbol} ${spanishDecimal(shownDecimal(amount, currency))}`;
}
