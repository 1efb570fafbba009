import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { seriesOf, SPANISH_CHART_TEXT, valueAxisOf, type CartesianViewProps } from './chart-view-props';

/** The MUI X bar chart of `<CategoryBarChart>` (its own lazy chunk). */
export default function BarChartView({ horizontal, ...view }: CartesianViewProps & { horizontal: boolean }) {
  const categoryAxis = [{ scaleType: 'band' as const, data: [...view.labels] }];
  return (
    <ChartsLocalizationProvider localeText={SPANISH_CHART_TEXT}>
      <BarChart
        height={view.height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        // Room at the right for the last amount under horizontal bars («Bs 6.000,00», not «Bs 6…»).
        margin={horizontal ? { right: 40 } : undefined}
        xAxis={horizontal ? [{ valueFormatter: (value: number) => view.tickText(value) }] : categoryAxis}
        yAxis={horizontal ? [{ ...categoryAxis[0], width: 120 }] : [valueAxisOf(view)]}
        series={seriesOf(view, {})}
      />
    </ChartsLocalizationProvider>
  );
}
