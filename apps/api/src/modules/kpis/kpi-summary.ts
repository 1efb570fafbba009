import { kpiDaysIn, ZERO_KPI_FIGURES, type Currency, type KpiPeriodFigures, type KpiSummary } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { dayIn } from '../../lib/business-day';
import { dayFiguresUntil } from './comparison-repository';
import { periodFigures } from './days-repository';
import { kpiFiltersOf, type DateRange, type KpiQuery } from './kpi-filters';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * What a period is compared with: one day with the same weekday a week before (a Monday with the
 * last Monday, so the weekly pattern does not read as a change); a longer range with the period of
 * equal length just before it.
 */
export function comparisonOf({ from, to }: DateRange): DateRange {
  if (from === to) return { from: shift(from, -7), to: shift(to, -7) };
  const length = kpiDaysIn(from, to);
  return { from: shift(from, -length), to: shift(from, -1) };
}

/** The time of day (HH:MM:SS.mmm, 24 h) in an IANA zone. */
export function timeIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
  }).format(now);
}

/** The dashboard's cards: the period's figures per currency beside those of its comparison period. */
export async function kpiSummary(ctx: UseCaseContext, query: KpiQuery): Promise<KpiSummary> {
  const filters = await kpiFiltersOf(ctx, query);
  const compare = comparisonOf(filters);
  // Today is compared like with like: with the same weekday a week before until the same time.
  const now = await ctx.now();
  const until =
    filters.from === filters.to && filters.from === dayIn(ctx.timezone, now) ? timeIn(ctx.timezone, now) : null;
  const [current, previous] = await Promise.all([
    periodFigures(ctx.db, filters, filters),
    until === null ? periodFigures(ctx.db, filters, compare) : dayFiguresUntil(ctx.db, filters, compare.from, until),
  ]);
  const currencies = [...new Set([...current, ...previous].map((row) => row.currency))].sort() as Currency[];
  const figuresOf = (rows: typeof current, currency: string): KpiPeriodFigures => {
    const row = rows.find((r) => r.currency === currency);
    if (!row) return ZERO_KPI_FIGURES;
    const { currency: _currency, ...figures } = row;
    return figures;
  };
  return {
    from_date: filters.from,
    to_date: filters.to,
    compare_from_date: compare.from,
    compare_to_date: compare.to,
    compare_until: until === null ? null : until.slice(0, 5),
    data: currencies.map((currency) => ({
      currency,
      current: figuresOf(current, currency),
      previous: figuresOf(previous, currency),
    })),
  };
}
