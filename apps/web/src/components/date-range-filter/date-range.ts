import { dayjs } from '@/lib/format';

/** Calendar days as the report endpoints take them (`YYYY-MM-DD`, read in the caller's zone). */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

export const DATE_PRESETS = ['today', 'yesterday', 'this_week', 'this_month', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Hoy',
  yesterday: 'Ayer',
  this_week: 'Esta semana',
  this_month: 'Este mes',
  custom: 'Rango',
};

const DAY = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Day arithmetic in UTC: a calendar day has no zone, and UTC has no daylight-saving gaps. */
const asDay = (day: string) => dayjs.utc(day);

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string | null | undefined): value is string {
  return !!value && DAY_PATTERN.test(value) && asDay(value).format(DAY) === value;
}

/** The calendar day of `now` in `timeZone`. */
export function dayIn(now: Date | number, timeZone: string): string {
  return dayjs(now).tz(timeZone).format(DAY);
}

const shift = (day: string, days: number) => asDay(day).add(days, 'day').format(DAY);

/**
 * The days of a preset as seen at `now` in `timeZone`: "esta semana" runs from Monday and
 * "este mes" from the 1st, both up to today (a report of the days to come is empty).
 * `custom` has no days of its own: it is today until the caller picks.
 */
export function presetRange(preset: DatePreset, now: Date | number, timeZone: string): DateRange {
  const today = dayIn(now, timeZone);
  switch (preset) {
    case 'yesterday': {
      const yesterday = shift(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this_week': {
      const sinceMonday = (asDay(today).day() + 6) % 7;
      return { from: shift(today, -sinceMonday), to: today };
    }
    case 'this_month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    default:
      return { from: today, to: today };
  }
}

/** The preset whose days these are at `now` (the first that matches), or `custom`. */
export function presetOf(range: DateRange, now: Date | number, timeZone: string): DatePreset {
  const matches = DATE_PRESETS.find((preset) => {
    if (preset === 'custom') return false;
    const days = presetRange(preset, now, timeZone);
    return days.from === range.from && days.to === range.to;
  });
  return matches ?? 'custom';
}

/** How many calendar days the range covers, both ends included. */
export function daysIn(range: DateRange): number {
  return asDay(range.to).diff(asDay(range.from), 'day') + 1;
}

/**
 * "Comparar con el período anterior": the same number of days just before the range
 * (a week → the week before; the 1st to the 23rd → the 23 days before the 1st).
 */
export function previousPeriod(range: DateRange): DateRange {
  const length = daysIn(range);
  return { from: shift(range.from, -length), to: shift(range.from, -1) };
}
