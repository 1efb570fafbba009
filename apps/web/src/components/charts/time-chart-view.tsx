import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { SPANISH_CHART_TEXT, type CartesianViewProps } from './chart-view-props';

/** The MUI X line chart of `<TimeChart>` (its own lazy chunk). */
export default function TimeChartView({
  height,
  labels,
  series,
  numberText,
  tickText,
  valueAxisWidth,
  area,
}: CartesianViewProps & { area: boolean }) {
  return (
    <ChartsLocalizationProvider localeText={SPANISH_CHART_TEXT}>
      <LineChart
        height={height}
        xAxis={[{ scaleType: 'point', data: [...labels] }]}
        yAxis={[{ valueFormatter: (value: number) => tickText(value), width: valueAxisWidth }]}
        series={series.map((one) => ({
          ...one,
          area,
          showMark: false,
          valueFormatter: (value: number | null) => numberText(value),
        }))}
      />
    </ChartsLocalizationProvider>
  );
}
