import { onlineSalesDetailReport } from './read-sales-report';

/** One page of the online sales detail, with its totals per currency over every page. */
export const listOnlineSalesDetail: typeof onlineSalesDetailReport.page = (ctx, query) =>
  onlineSalesDetailReport.page(ctx, query);
