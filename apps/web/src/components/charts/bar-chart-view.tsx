import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { SPANISH_CHART_TEXT, type CartesianViewProps } from './chart-view-props';

/** The MUI X bar chart of `<CategoryBarChart>` (its own lazy chunk). */
export default function BarChartView({
  height,
  labels,
  series,
  numberText,
  tickText,
  valueAxisWidth,
  horizontal,
}: CartesianViewProps & { horizontal: boolean }) {
  const categoryAxis = [{ scaleType: 'band' as const, data: [...labels] }];
  const valueAxis = [{ valueFormatter: (value: number) => tickText(value), width: valueAxisWidth }];
  return (
    <ChartsLocalizationProvider localeText={SPANISH_CHART_TEXT}>
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={horizontal ? [{ valueFormatter: (value: number) => tickText(value) }] : categoryAxis}
        yAxis={horizontal ? [{ ...categoryAxis[0], width: 120 }] : valueAxis}
        series={series.map((one) => ({ ...one, valueFormatter: (value: number | null) => numberText(value) }))}
      />
    </ChartsLocalizationProvider>
  );
}
