import { topRisk } from './risk-repository';
import { readKpi } from './kpi-filters';

/** Live risk: the open draws' numbers by the prize they could cost. */
export const kpiTopRisk = readKpi(topRisk);
