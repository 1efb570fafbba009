import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { seriesOf, SPANISH_CHART_TEXT, valueAxisOf, type CartesianViewProps } from './chart-view-props';

/** The MUI X line chart of `<TimeChart>` (its own lazy chunk). */
export default function TimeChartView({ area, ...view }: CartesianViewProps & { area: boolean }) {
  return (
    <ChartsLocalizationProvider localeText={SPANISH_CHART_TEXT}>
      <LineChart
        height={view.height}
        xAxis={[{ scaleType: 'point', data: [...view.labels] }]}
        yAxis={[valueAxisOf(view)]}
        series={seriesOf(view, { area, showMark: false })}
      />
    </ChartsLocalizationProvider>
  );
}
