import { grossSaleReport } from './read-sales-report';

/** One page of the gross sales report, with its totals per currency over every page. */
export const listGrossSales: typeof grossSaleReport.page = (ctx, query) => grossSaleReport.page(ctx, query);
