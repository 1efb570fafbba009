import { coldestNumbers } from './numbers-repository';
import { readKpi } from './kpi-filters';

/** The numbers that have gone longest without winning. */
export const kpiColdestNumbers = readKpi(coldestNumbers);
