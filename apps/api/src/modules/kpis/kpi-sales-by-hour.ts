import { salesByHour } from './days-repository';
import { readKpi } from './kpi-filters';

/** Sales by hour of the day. */
export const kpiSalesByHour = readKpi(salesByHour);
