/**
 * THE period filter of the reports: presets (hoy, ayer, esta semana, este mes, rango), the days
 * in the URL (`from_date`, `to_date`, `YYYY-MM-DD`, in the caller's zone), and the previous
 * period of equal length for comparisons.
 */
export { DateRangeFilter } from './date-range-filter';
export {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  dayIn,
  daysIn,
  isDay,
  presetOf,
  presetRange,
  previousPeriod,
  type DatePreset,
  type DateRange,
} from './date-range';
export { readDateRange, writeDateRange, type DateRangeOptions } from './date-range-state';
export { useDateRange, type DateRangeQuery, type UseDateRangeOptions } from './use-date-range';
