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
