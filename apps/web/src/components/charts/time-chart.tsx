import type { Currency } from '@banca/contracts';
import { lazy } from 'react';
import { dayjs } from '@/lib/format';
import { cartesianParts } from './cartesian';
import { ChartFrame, ChartSummaryTable, DEFAULT_CHART_HEIGHT } from './chart-frame';
import type { ChartSeries } from './chart-values';

const TimeChartView = lazy(() => import('./time-chart-view'));

/** The points along time: calendar days (`YYYY-MM-DD`) or hours of the day (0–23). */
export type TimeAxis =
  | { readonly unit: 'day'; readonly days: readonly string[] }
  | { readonly unit: 'hour'; readonly hours: readonly number[] };

const axisLabels = (axis: TimeAxis) =>
  axis.unit === 'day'
    ? axis.days.map((day) => dayjs(day).format('DD/MM'))
    : axis.hours.map((hour) => `${String(hour).padStart(2, '0')}:00`);

const summaryLabels = (axis: TimeAxis) =>
  axis.unit === 'day' ? axis.days.map((day) => dayjs(day).format('DD/MM/YYYY')) : axisLabels(axis);

export interface TimeChartProps {
  /** The figure's name, also the summary table's caption ("Ventas por día"). */
  readonly label: string;
  readonly axis: TimeAxis;
  /** One value per point of the axis, per series. */
  readonly series: readonly ChartSeries[];
  /** Money in minor units of this one currency; counts without it. */
  readonly currency?: Currency;
  /** Filled under the line. */
  readonly area?: boolean;
  readonly loading?: boolean;
  readonly height?: number;
}

/** Lines (or areas) over days or hours. */
export function TimeChart({ label, axis, series, currency, area = false, loading, height }: TimeChartProps) {
  const parts = cartesianParts(axisLabels(axis), series, currency);
  const days = summaryLabels(axis);
  const rows = parts.rows.map(([, ...cells], index) => [days[index] ?? '', ...cells]);
  const chartHeight = height ?? DEFAULT_CHART_HEIGHT;
  return (
    <ChartFrame
      label={label}
      loading={loading}
      empty={parts.empty}
      height={chartHeight}
      summary={
        <ChartSummaryTable
          caption={label}
          headers={[axis.unit === 'day' ? 'Día' : 'Hora', ...parts.headers]}
          rows={rows}
        />
      }
    >
      <TimeChartView {...parts.view} height={chartHeight} area={area} />
    </ChartFrame>
  );
}
