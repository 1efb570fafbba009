import { listDetailedPrizes } from '@banca/contracts';
import { periodReport } from '@/components/data-table';

export const DETAILED_PRIZE_KEY = ['detailed-prize'] as const;
export const DETAILED_PRIZE_FILTERS = ['partner_id', 'product_id', 'state', 'currency', 'serial'] as const;

const report = periodReport(listDetailedPrizes, {
  queryKey: DETAILED_PRIZE_KEY,
  filterKeys: DETAILED_PRIZE_FILTERS,
});

/**
 * The prizes as a table: the period (kept in the URL by the period filter) is always sent; the
 * other filters, the page and the order are the list's URL state.
 */
export const useDetailedPrizeList = report.useList;
/** The whole answer of the last page (its totals besides the rows). */
export const reportOf = report.pageOf;
