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

/** A count (tickets, plays, movements) with the thousands grouped: `1.234`. */
export function formatCount(value: number | bigint): string {
  return COUNT.format(value);
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
