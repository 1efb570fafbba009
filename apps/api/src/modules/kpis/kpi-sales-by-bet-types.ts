import { salesByBetType } from './sales-repository';
import { readKpi } from './kpi-filters';

/** Sales by bet type. */
export const kpiSalesByBetTypes = readKpi(salesByBetType);
