/**
 * THE charts (MUI X Charts, loaded lazily: never in the first load). Each one takes the values
 * as the reports send them (money in minor units of one currency, or counts), shows a skeleton
 * while loading, "Sin datos para el período" when empty, and a table for screen readers.
 */
export { CategoryBarChart, type CategoryBarChartProps } from './category-bar-chart';
export { ChartFrame, ChartSummaryTable, EMPTY_CHART_TEXT } from './chart-frame';
export { chartScale, isEmptyChart, type ChartScale, type ChartSeries, type ChartValue } from './chart-values';
export { ShareChart, shareTexts, type ShareChartProps, type ShareSlice } from './share-chart';
export { TimeChart, type TimeAxis, type TimeChartProps } from './time-chart';
