import type { Currency } from '@banca/contracts';
import { chartScale, isEmptyChart, type ChartSeries } from './chart-values';
import type { CartesianViewProps } from './chart-view-props';

const MONEY_AXIS_WIDTH = 96;
const COUNT_AXIS_WIDTH = 48;

/** What a line or bar chart needs from its labels and series: the view's numbers and the summary's texts. */
export function cartesianParts(labels: readonly string[], series: readonly ChartSeries[], currency?: Currency) {
  const scale = chartScale(currency);
  const view: Omit<CartesianViewProps, 'height'> = {
    labels,
    series: series.map(({ id, label, values }) => ({ id, label, data: values.map(scale.toNumber) })),
    numberText: scale.numberText,
    tickText: scale.tickText,
    valueAxisWidth: currency ? MONEY_AXIS_WIDTH : COUNT_AXIS_WIDTH,
  };
  const rows = labels.map((label, index) => [
    label,
    ...series.map((one) => scale.valueText(one.values[index] ?? null)),
  ]);
  const empty = labels.length === 0 || isEmptyChart(series.flatMap((one) => one.values));
  return { view, rows, headers: series.map((one) => one.label), empty };
}
