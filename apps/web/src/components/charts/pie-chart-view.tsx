import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { PieChart } from '@mui/x-charts/PieChart';
import { SPANISH_CHART_TEXT } from './chart-view-props';

/** The MUI X pie (or donut) of `<ShareChart>` (its own lazy chunk). */
export default function PieChartView({
  height,
  slices,
  numberText,
  donut,
}: {
  height: number;
  slices: readonly { id: string; label: string; value: number }[];
  numberText: (value: number | null) => string;
  donut: boolean;
}) {
  return (
    <ChartsLocalizationProvider localeText={SPANISH_CHART_TEXT}>
      <PieChart
        height={height}
        series={[
          {
            data: [...slices],
            innerRadius: donut ? '55%' : 0,
            valueFormatter: (item) => numberText(item.value),
          },
        ]}
      />
    </ChartsLocalizationProvider>
  );
}
