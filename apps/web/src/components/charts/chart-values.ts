import { CURRENCIES, type Currency } from '@banca/contracts';
import { formatCompact, formatDrawn, formatMoney } from '@/lib/format';

/**
 * A value as the report endpoints send it: money in minor units (a decimal string, in the
 * chart's one currency), or a count. `null`: no value for that point.
 */
export type ChartValue = string | number | null;

/** One line, area or set of bars: its legend label and one value per point of the axis. */
export interface ChartSeries {
  readonly id: string;
  readonly label: string;
  readonly values: readonly ChartValue[];
}

/**
 * How a chart reads and writes its values. With a currency every value is money in minor units
 * of that one currency (two currencies are never drawn, summed or compared on one axis: a
 * dashboard shows one chart per currency); without one, values are counts.
 */
export interface ChartScale {
  /** The number the chart draws: major units for money (display only; the texts use the exact value). */
  readonly toNumber: (value: ChartValue) => number | null;
  /** A drawn number (an axis tick, a tooltip) as text. */
  readonly numberText: (value: number | null) => string;
  /** A drawn number on an axis: short (compact from ten thousand), never cut by the axis's width. */
  readonly tickText: (value: number | null) => string;
  /** A value as sent, as text (the accessible summary). */
  readonly valueText: (value: ChartValue) => string;
}

export function chartScale(currency?: Currency): ChartScale {
  if (!currency) {
    return {
      toNumber: (value) => (value === null ? null : Number(value)),
      numberText: (value) => (value === null ? '—' : formatDrawn(value)),
      tickText: (value) =>
        value === null ? '—' : Math.abs(value) < 10_000 ? formatDrawn(value) : formatCompact(value),
      valueText: (value) => (value === null ? '—' : formatDrawn(Number(value))),
    };
  }
  const unit = 10 ** CURRENCIES[currency].minorDigits;
  return {
    toNumber: (value) => (value === null ? null : Number(value) / unit),
    numberText: (value) => (value === null ? '—' : formatMoney(BigInt(Math.round(value * unit)), currency)),
    tickText: (value) =>
      value === null
        ? '—'
        : Math.abs(value) < 10_000
          ? formatMoney(BigInt(Math.round(value * unit)), currency)
          : `${CURRENCIES[currency].symbol} ${formatCompact(value)}`,
    valueText: (value) =>
      value === null ? '—' : formatMoney(typeof value === 'number' ? BigInt(value) : value, currency),
  };
}

/** Nothing to draw: no point, or every value missing or zero. */
export function isEmptyChart(values: readonly ChartValue[]): boolean {
  return values.every((value) => value === null || Number(value) === 0);
}
