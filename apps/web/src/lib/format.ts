import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/** The one date library (dayjs, Spanish) and the one money formatter: formatting happens here. */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('es');

export { dayjs };

/** Minor units (bigint, or the wire's decimal string) as a plain decimal string, no float involved. */
export function minorToDecimalString(minor: bigint | string, minorDigits = 2): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(minorDigits + 1, '0');
  const whole = digits.slice(0, digits.length - minorDigits);
  const fraction = digits.slice(digits.length - minorDigits);
  return `${negative ? '-' : ''}${whole}${minorDigits > 0 ? `.${fraction}` : ''}`;
}

/** Money, days and percentages are written by the contracts' formatters, the same the server's texts use. */
export {
  currencyLabel,
  formatCompact,
  formatCount,
  formatCountOf,
  formatDay,
  formatDrawn,
  formatMoney,
  formatPercent,
  formatPercentNumber,
  formatRate,
} from '@banca/contracts';

export function formatDate(value: string | Date, timeZone?: string): string {
  const date = timeZone ? dayjs(value).tz(timeZone) : dayjs(value);
  return date.format('DD/MM/YYYY');
}

export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = timeZone ? dayjs(value).tz(timeZone) : dayjs(value);
  return date.format('DD/MM/YYYY hh:mm a');
}
