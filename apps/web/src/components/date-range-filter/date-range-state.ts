import { presetRange, isDay, type DatePreset, type DateRange } from './date-range';

/** Where a screen keeps its range in the URL, and what it shows when the URL says nothing. */
export interface DateRangeOptions {
  /** Search param of the first day (the report endpoints' name by default). */
  readonly fromParam?: string;
  readonly toParam?: string;
  /** The range while the URL holds none (left out of the URL to keep it short). */
  readonly defaultPreset?: Exclude<DatePreset, 'custom'>;
  /** The list's page param on the same screen: a new range goes back to its first page. */
  readonly pageParam?: string;
}

const paramsOf = (options: DateRangeOptions) => ({
  from: options.fromParam ?? 'from_date',
  to: options.toParam ?? 'to_date',
});

/**
 * The range in the URL, or the default preset's days when the URL holds no valid range.
 * Two days in the wrong order are read in the right one.
 */
export function readDateRange(
  params: URLSearchParams,
  now: Date | number,
  timeZone: string,
  options: DateRangeOptions = {},
): DateRange {
  const names = paramsOf(options);
  const from = params.get(names.from);
  const to = params.get(names.to);
  if (!isDay(from) || !isDay(to)) return presetRange(options.defaultPreset ?? 'today', now, timeZone);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The next URL params holding `range` (`undefined`: back to the default); other params are kept. */
export function writeDateRange(
  params: URLSearchParams,
  range: DateRange | undefined,
  options: DateRangeOptions = {},
): URLSearchParams {
  const names = paramsOf(options);
  const next = new URLSearchParams(params);
  if (range) {
    next.set(names.from, range.from <= range.to ? range.from : range.to);
    next.set(names.to, range.from <= range.to ? range.to : range.from);
  } else {
    next.delete(names.from);
    next.delete(names.to);
  }
  next.delete(options.pageParam ?? 'page');
  return next;
}
