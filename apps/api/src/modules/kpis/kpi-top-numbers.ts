import { topNumbers } from './numbers-repository';
import { readKpi } from './kpi-filters';

/** The most played numbers of each product in the period. */
export const kpiTopNumbers = readKpi(topNumbers);
