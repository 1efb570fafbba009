import { latestPartners } from './sales-repository';
import { readKpi } from './kpi-filters';

/** The newest partners and their sales. */
export const kpiLatestPartners = readKpi(latestPartners);
