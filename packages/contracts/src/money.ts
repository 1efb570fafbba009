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
 * rounding; an amount of any size is written whole). Without a currency, the figure alone with
 * two decimals (`1.234.567,89`), as a message names a limit.
 */
export function moneyText(minor: bigint | string, currency?: Currency): string {
  const amount = typeof minor === 'bigint' ? minor : BigInt(minor);
  const text = spanishDecimal(shownDecimal(amount, currency ?? 'BS'));
  return currency ? `${CURRENCIES[currency].symbol} ${text}` : text;
}

/**
 * The largest amount any money input accepts, in minor units (100.000.000.000,00): no business
 * types more in one field, and with it no sum of accepted amounts the ledger keeps can reach
 * the limits of its columns. Each banca sets a lower maximum of its own (`MONEY_MAXIMUM_DEFAULTS`).
 */
export const MAX_MONEY_INPUT = 10_000_000_000_000n;

/**
 * A banca's maximum per amount when it has not set one, per currency (about the same value in
 * each): what a manual entry, a payment or a cash movement may carry.
 */
export const MONEY_MAXIMUM_DEFAULTS: Record<Currency, bigint> = {
  BS: 100_000_000_000n,
  USD: 1_000_000_000n,
  COP: 1_000_000_000_000n,
};

/**
 * The one money input: minor units as a decimal string, above zero (or zero when `allowZero`)
 * and at most `MAX_MONEY_INPUT`; every message names the field (`label`, e.g. "El monto del
 * pago") and the maximum is written as money.
 */
export function zMoneyInput(label = 'El monto', options: { allowZero?: boolean } = {}) {
  const format = `${label} debe ser un número entero de céntimos.`;
  const sign = options.allowZero ? `${label} no puede ser negativo.` : `${label} debe ser mayor que cero.`;
  return z
    .string({ error: format })
    .regex(/^-?\d+$/, { error: format, abort: true })
    // Not aborting: the object's own checks (a date range, say) still report their fields.
    .refine((value) => !value.startsWith('-') && (options.allowZero || BigInt(value) > 0n), { error: sign })
    .refine((value) => BigInt(value) <= MAX_MONEY_INPUT, {
      error: `${label} no puede ser mayor que ${moneyText(MAX_MONEY_INPUT)}.`,
    });
}

/**
 * A sum of amounts (a balance, a total of a report) as a decimal string of minor units: sums are
 * computed in SQL `numeric`, so unlike one amount they are not bounded by 18 digits.
 */
export const ZMinorUnitsSum = z.string().regex(/^-?\d+$/);
