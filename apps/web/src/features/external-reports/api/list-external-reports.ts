import { listExternalReports } from '@banca/contracts';
import { periodReport } from '@/components/data-table';

export const EXTERNAL_REPORTS_KEY = ['external-reports'] as const;
export const EXTERNAL_REPORTS_FILTERS = ['partner_id', 'external_system', 'currency'] as const;

const report = periodReport(listExternalReports, {
  queryKey: EXTERNAL_REPORTS_KEY,
  filterKeys: EXTERNAL_REPORTS_FILTERS,
});

/** The imported figures as a table: the period always sent, the other filters in the URL. */
export const useExternalReportsList = report.useList;
/** The whole answer of the last page (with its totals per currency). */
export const reportOf = report.pageOf;
