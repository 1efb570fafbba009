import { dailySalesPartnersReport } from './read-sales-report';

/** One page of the daily sales by partner, with its totals per currency over every page. */
export const listDailySalesPartners: typeof dailySalesPartnersReport.page = (ctx, query) =>
  dailySalesPartnersReport.page(ctx, query);
