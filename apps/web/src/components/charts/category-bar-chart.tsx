import type { Currency } from '@banca/contracts';
import { lazy } from 'react';
import { cartesianParts } from './cartesian';
import { ChartFrame, ChartSummaryTable, DEFAULT_CHART_HEIGHT } from './chart-frame';
import type { ChartSeries } from './chart-values';

const BarChartView = lazy(() => import('./bar-chart-view'));

export interface CategoryBarChartProps {
  /** The figure's name, also the summary table's caption ("Ventas por lotería"). */
  readonly label: string;
  /** The bars' names (lotteries, products, agencies…). */
  readonly categories: readonly string[];
  /** What the categories are, as the summary table's first header. */
  readonly categoryHeader?: string;
  /** One value per category, per series. */
  readonly series: readonly ChartSeries[];
  /** Money in minor units of this one currency; counts without it. */
  readonly currency?: Currency;
  /** Bars along the horizontal axis (long names read better). */
  readonly horizontal?: boolean;
  readonly loading?: boolean;
  readonly height?: number;
}

/** Bars by category. */
export function CategoryBarChart(props: CategoryBarChartProps) {
  const { label, categories, categoryHeader = 'Categoría', series, currency, horizontal = false, loading } = props;
  const parts = cartesianParts(categories, series, currency);
  const height = props.height ?? DEFAULT_CHART_HEIGHT;
  return (
    <ChartFrame
      label={label}
      loading={loading}
      empty={parts.empty}
      height={height}
      summary={<ChartSummaryTable caption={label} headers={[categoryHeader, ...parts.headers]} rows={parts.rows} />}
    >
      <BarChartView {...parts.view} height={height} horizontal={horizontal} />
    </ChartFrame>
  );
}
