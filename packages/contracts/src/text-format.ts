import { CURRENCIES, moneyText, spanishDecimal, type Currency } from './money';

/**
 * How a figure, a day or a percentage is written for a person, the same on the screens, in the
 * files and in the texts the server writes (notifications, messages): one formatter, no copies.
 */

/** `Bs 1.234,56`, `$ 10,00`, `$ 1.000` (pesos are read whole): the one money text (`moneyText`). */
export function formatMoney(minor: bigint | string, currency: Currency): string {
  return moneyText(minor, currency);
}

const COUNT = new Intl.NumberFormat('es-VE');
const COMPACT = new Intl.NumberFormat('es-VE', { notation: 'compact', maximumFractionDigits: 1 });
const ONE_DECIMAL = new Intl.NumberFormat('es-VE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count (tickets, plays, movements) with the thousands grouped: `1.234`. */
export function formatCount(value: number | bigint): string {
  return COUNT.format(value);
}

/** A count with its noun, the singular for one: `1 ticket`, `0 tickets`, `1.234 jugadas`. */
export function formatCountOf(value: number | bigint, singular: string, plural: string): string {
  return `${formatCount(value)} ${Number(value) === 1 ? singular : plural}`;
}

/**
 * A number drawn or measured (a chart's tick or tooltip, a file's size; never a figure of money),
 * with at most `maxDecimals`: `1.234,57`.
 */
export function formatDrawn(value: number, maxDecimals = 2): string {
  return value.toLocaleString('es-VE', { maximumFractionDigits: maxDecimals });
}

/** A drawn number in short form, so an axis tick fits whole at any size: `400 mil`, `1,2 M`. */
export function formatCompact(value: number): string {
  return COMPACT.format(value);
}

/** A share or a change already worked out as a number of percent, with one decimal: `12,3 %`. */
export function formatPercentNumber(value: number): string {
  return `${ONE_DECIMAL.format(value)} %`;
}

/** An exchange rate (a decimal string, units of `currency` a dollar buys): `Bs 36,5 por dólar`. */
export function formatRate(rate: string, currency: Currency): string {
  return `${CURRENCIES[currency].symbol} ${spanishDecimal(rate)} por dólar`;
}

/** A business day (`2026-11-26`, or the day part of a timestamp written in the day's zone) as `26/11/2026`. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** A percentage held as a decimal string (`12.5`, `40.00`) written as `12,5 %`, `40,00 %`; none is `—`. */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return `${spanishDecimal(value)} %`;
}

/** A currency as the screens name it: `Bolivares (Bs)`, `Dolares ($)`. */
export function currencyLabel(currency: Currency): string {
  const { name, symbol } = CURRENCIES[currency];
  return `${name} (${symbol})`;
}
