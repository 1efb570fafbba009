import { CURRENCIES, shownDecimal, type Currency } from './money';

/**
 * How a figure, a day or a percentage is written for a person, the same on the screens, in the
 * files and in the texts the server writes (notifications, messages): one formatter, no copies.
 */

const LOCALE = 'es-VE';
const numberFormats = new Map<number, Intl.NumberFormat>();

function grouped(decimal: string): string {
  const digits = decimal.split('.')[1]?.length ?? 0;
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(digits, format);
  }
  // Intl formats decimal strings exactly (no Number round-trip).
  return format.format(decimal as unknown as number);
}

/** `Bs 1.234,56`, `$ 10,00`, `$ 1.000` (pesos are read whole): the currency's own symbol, Spanish grouping. */
export function formatMoney(minor: bigint | string, currency: Currency): string {
  const decimal = shownDecimal(typeof minor === 'bigint' ? minor : BigInt(minor), currency);
  return `${CURRENCIES[currency].symbol} ${grouped(decimal)}`;
}

/** A business day (`2026-11-26`, or the day part of a timestamp written in the day's zone) as `26/11/2026`. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** A percentage held as a decimal string (`12.5`, `40.00`) written as `12,5 %`, `40,00 %`; none is `—`. */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return `${grouped(value)} %`;
}

/** A currency as the screens name it: `Bolivares (Bs)`, `Dolares ($)`. */
export function currencyLabel(currency: Currency): string {
  const { name, symbol } = CURRENCIES[currency];
  return `${name} (${symbol})`;
}
