import type { Currency } from '@banca/contracts';
import { lazy } from 'react';
import { ChartFrame, ChartSummaryTable, DEFAULT_CHART_HEIGHT } from './chart-frame';
import { formatPercentNumber } from '@/lib/format';
import { chartScale, isEmptyChart, type ChartValue } from './chart-values';

const PieChartView = lazy(() => import('./pie-chart-view'));

export interface ShareSlice {
  readonly id: string;
  readonly label: string;
  readonly value: ChartValue;
}

export interface ShareChartProps {
  /** The figure's name, also the summary table's caption ("Ventas por producto"). */
  readonly label: string;
  readonly slices: readonly ShareSlice[];
  /** What the slices are, as the summary table's first header. */
  readonly sliceHeader?: string;
  /** Money in minor units of this one currency; counts without it. */
  readonly currency?: Currency;
  /** A ring rather than a full pie. */
  readonly donut?: boolean;
  readonly loading?: boolean;
  readonly height?: number;
}

/**
 * Each slice's share of the whole. Money (minor-unit strings, one currency) and whole counts
 * are summed exactly as integers; fractional counts as numbers.
 */
export function shareTexts(values: readonly ChartValue[]): string[] {
  const exact = values.every((value) => typeof value !== 'number' || Number.isInteger(value));
  const shares: number[] = [];
  if (exact) {
    const amounts = values.map((value) => (value === null ? 0n : BigInt(value)));
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);
    if (total === 0n) return values.map(() => '—');
    // Tenths of a percent, rounded half up.
    for (const amount of amounts) shares.push(Number((amount * 2000n + total) / (2n * total)) / 10);
  } else {
    const amounts = values.map((value) => (value === null ? 0 : Number(value)));
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    if (total === 0) return values.map(() => '—');
    for (const amount of amounts) shares.push(Math.round((amount * 1000) / total) / 10);
  }
  return shares.map(formatPercentNumber);
}

/** Shares of a whole: a pie, or a donut. */
export function ShareChart(props: ShareChartProps) {
  const { label, slices, sliceHeader = 'Categoría', currency, donut = false, loading } = props;
  const scale = chartScale(currency);
  const height = props.height ?? DEFAULT_CHART_HEIGHT;
  const shares = shareTexts(slices.map((slice) => slice.value));
  const rows = slices.map((slice, index) => [slice.label, scale.valueText(slice.value), shares[index] ?? '—']);
  const drawn = slices.map(({ id, label: name, value }) => ({ id, label: name, value: scale.toNumber(value) ?? 0 }));
  return (
    <ChartFrame
      label={label}
      loading={loading}
      empty={isEmptyChart(slices.map((slice) => slice.value))}
      height={height}
      summary={<ChartSummaryTable caption={label} headers={[sliceHeader, 'Valor', 'Porcentaje']} rows={rows} />}
    >
      <PieChartView height={height} slices={drawn} numberText={scale.numberText} donut={donut} />
    </ChartFrame>
  );
}
