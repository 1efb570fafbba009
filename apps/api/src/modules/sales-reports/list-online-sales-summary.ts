import { onlineSalesSummaryReport } from './read-sales-report';

/** One page of the online sales summary, with its totals per currency over every page. */
export const listOnlineSalesSummary: typeof onlineSalesSummaryReport.page = (ctx, query) =>
  onlineSalesSummaryReport.page(ctx, query);
