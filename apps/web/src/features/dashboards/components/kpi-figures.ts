import { CURRENCY_CODES, type Currency } from '@banca/contracts';
import { dayjs, formatPercentNumber } from '@/lib/format';
import type { DateRange } from '@/components/date-range-filter';

/** How a figure moved against the comparison period. */
export interface Change {
  /** "+12,5 %", "−3,0 %", "0,0 %", or "—" when there was nothing to compare with. */
  readonly text: string;
  readonly trend: 'up' | 'down' | 'same' | 'none';
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * The change from `previous` to `current` in percent, one decimal, rounded half up on the exact
 * integers (money in minor units, or counts). Nothing before: no percentage.
 */
export function changeOf(current: string | number, previous: string | number): Change {
  const now = BigInt(current);
  const before = BigInt(previous);
  if (before === 0n) return now === 0n ? { text: formatPercentNumber(0), trend: 'same' } : { text: '—', trend: 'none' };
  const diff = now - before;
  const tenths = (abs(diff) * 2000n + abs(before)) / (2n * abs(before));
  if (tenths === 0n) return { text: formatPercentNumber(0), trend: 'same' };
  const text = `${diff > 0n ? '+' : '−'}${formatPercentNumber(Number(tenths) / 10)}`;
  return { text, trend: diff > 0n ? 'up' : 'down' };
}

/** Rows grouped by their currency, in the product's order of currencies (BS, USD, COP). */
export function byCurrency<T extends { readonly currency: Currency }>(rows: readonly T[]): [Currency, T[]][] {
  return CURRENCY_CODES.map((currency): [Currency, T[]] => [
    currency,
    rows.filter((row) => row.currency === currency),
  ]).filter(([, group]) => group.length > 0);
}

/** Every calendar day of a range, `YYYY-MM-DD`, both ends included. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = dayjs.utc(range.from); !day.isAfter(dayjs.utc(range.to)); day = day.add(1, 'day'))
    days.push(day.format('YYYY-MM-DD'));
  return days;
}

/** One value per day of `days` from rows keyed by `date`; a day without a row is zero. */
export function valuesByDay<T extends { readonly date: string }>(
  days: readonly string[],
  rows: readonly T[],
  value: (row: T) => string | number,
): (string | number)[] {
  const byDay = new Map(rows.map((row) => [row.date, value(row)]));
  return days.map((day) => byDay.get(day) ?? 0);
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** One value per hour of the day (0–23) from rows keyed by `hour`; an hour without a row is zero. */
export function valuesByHour<T extends { readonly hour: number }>(
  rows: readonly T[],
  value: (row: T) => string | number,
) {
  const byHour = new Map(rows.map((row) => [row.hour, value(row)]));
  return HOURS.map((hour) => byHour.get(hour) ?? 0);
}

/** "12/03" or "12/03 – 18/03": a period as a short label. */
export function periodLabel(range: DateRange): string {
  const from = dayjs.utc(range.from);
  if (range.from === range.to) return from.format('dddd DD/MM');
  return `${from.format('DD/MM')} – ${dayjs.utc(range.to).format('DD/MM')}`;
}
