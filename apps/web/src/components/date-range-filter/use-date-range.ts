import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { browserTimezone } from '@/lib/http';
import { presetOf, presetRange, previousPeriod, type DatePreset, type DateRange } from './date-range';
import { readDateRange, writeDateRange, type DateRangeOptions } from './date-range-state';

export interface UseDateRangeOptions extends DateRangeOptions {
  /** The zone whose calendar "hoy" follows: the browser's, as the API is told (x-timezone). */
  readonly timeZone?: string;
}

export interface DateRangeQuery {
  readonly range: DateRange;
  /** The preset these days are today (`custom` when none). */
  readonly preset: DatePreset;
  /** The period of equal length just before (for "comparar con el período anterior"). */
  readonly previous: DateRange;
  readonly setRange: (range: DateRange | undefined) => void;
  /** A preset's days as of now; the default preset leaves the URL (it stays relative to today). */
  readonly choosePreset: (preset: Exclude<DatePreset, 'custom'>) => void;
}

/** A screen's period, kept in the URL search params (`from_date`, `to_date`) like a list's state. */
export function useDateRange(options: UseDateRangeOptions = {}): DateRangeQuery {
  const [params, setParams] = useSearchParams();
  const { timeZone = browserTimezone(), fromParam, toParam, defaultPreset = 'today', pageParam } = options;
  const state = useMemo(
    () => ({ fromParam, toParam, defaultPreset, pageParam }),
    [fromParam, toParam, defaultPreset, pageParam],
  );
  const range = useMemo(() => readDateRange(params, Date.now(), timeZone, state), [params, timeZone, state]);
  const { from, to } = range;

  const setRange = useCallback(
    (next: DateRange | undefined) => setParams((current) => writeDateRange(current, next, state)),
    [setParams, state],
  );
  const choosePreset = useCallback(
    (preset: Exclude<DatePreset, 'custom'>) =>
      setRange(preset === state.defaultPreset ? undefined : presetRange(preset, Date.now(), timeZone)),
    [setRange, state, timeZone],
  );

  return useMemo(
    () => ({
      range: { from, to },
      preset: presetOf({ from, to }, Date.now(), timeZone),
      previous: previousPeriod({ from, to }),
      setRange,
      choosePreset,
    }),
    [from, to, timeZone, setRange, choosePreset],
  );
}
