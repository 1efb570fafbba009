import { dayFigures } from './days-repository';
import { readKpi } from './kpi-filters';

/** Profit and loss per day (the same day figures as the tickets by day). */
export const kpiLossProfit = readKpi(dayFigures);
