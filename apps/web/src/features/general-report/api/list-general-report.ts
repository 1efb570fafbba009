import { listGeneralReport } from '@banca/contracts';
import { periodReport } from '@/components/data-table';

export const GENERAL_SALES_KEY = ['general-sales'] as const;
export const GENERAL_SALES_FILTERS = ['partner_id', 'level', 'product_id', 'currency'] as const;

const report = periodReport(listGeneralReport, {
  queryKey: GENERAL_SALES_KEY,
  filterKeys: GENERAL_SALES_FILTERS,
});

/**
 * The general report as a table: the period (kept in the URL by the period filter) is always
 * sent, the other filters and the drill-down's partner are the list's URL state.
 */
export const useGeneralReportList = report.useList;
/** The whole answer of the last page (totals, focus and trail besides the rows). */
export const reportOf = report.pageOf;
