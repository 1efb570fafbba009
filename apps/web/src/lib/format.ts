import { CURRENCIES, shownDecimal, type Currency } from '@banca/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/** The one date library (dayjs, Spanish) and the one money formatter: formatting happens here. */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('es');

export { dayjs };

const LOCALE = 'es-VE';

/** Minor units (bigint, or the wire's decimal string) as a plain decimal string, no float involved. */
export function minorToDecimalString(minor: bigint | string, minorDigits = 2): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(minorDigits + 1, '0');
  const whole = digits.slice(0, digits.length - minorDigits);
  const fraction = digits.slice(digits.length - minorDigits);
  return `${negative ? '-' : ''}${whole}${minorDigits > 0 ? `.${fraction}` : ''}`;
}

/** `Bs 1.234,56`, `$ 10,00`, `$ 1.000` (pesos are read whole): the currency's own symbol, Spanish grouping. */
export function formatMoney(minor: bigint | string, currency: Currency): string {
  const decimal = shownDecimal(typeof minor === 'bigint' ? minor : BigInt(minor), currency);
  const digits = decimal.split('.')[1]?.length ?? 0;
  const formatter = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  // Intl formats decimal strings exactly (no Number round-trip).
  return `${CURRENCIES[currency].symbol} ${formatter.format(decimal as unknown as number)}`;
}

export function currencyLabel(currency: Currency): string {
  const { name, symbol } = CURRENCIES[currency];
  return `${name} (${symbol})`;
}

export function formatDate(value: string | Date, timeZone?: string): string {
  const date = timeZone ? dayjs(value).tz(timeZone) : dayjs(value);
  return date.format('DD/MM/YYYY');
}

export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = timeZone ? dayjs(value).tz(timeZone) : dayjs(value);
  return date.format('DD/MM/YYYY hh:mm a');
}
