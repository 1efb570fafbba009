import { listIdentifiedWinners } from '@banca/contracts';
import { periodReport } from '@/components/data-table';

export const IDENTIFIED_WINNERS_KEY = ['identified-winners'] as const;
export const IDENTIFIED_WINNERS_FILTERS = ['partner_id', 'min_amount', 'currency'] as const;

const report = periodReport(listIdentifiedWinners, {
  queryKey: IDENTIFIED_WINNERS_KEY,
  filterKeys: IDENTIFIED_WINNERS_FILTERS,
});

/** The identified winners as a table: the period always sent, the other filters in the URL. */
export const useIdentifiedWinnersList = report.useList;
/** The whole answer of the last page (its totals besides the rows). */
export const identifiedWinnersReportOf = report.pageOf;
