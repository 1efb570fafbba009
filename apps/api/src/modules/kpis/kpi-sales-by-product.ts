import { salesByProduct } from './sales-repository';
import { readKpi } from './kpi-filters';

/** Sales by product. */
export const kpiSalesByProduct = readKpi(salesByProduct);
