import {
  listExternalReports,
  ZExternalReportsPage,
  type ExternalReportsPage,
  type ExternalSale,
} from '@banca/contracts';
import { usePeriodListQuery, type ListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';

export const EXTERNAL_REPORTS_KEY = ['external-reports'] as const;
export const EXTERNAL_REPORTS_FILTERS = ['partner_id', 'external_system', 'currency'] as const;

/** The imported figures as a table: the period always sent, the other filters in the URL. */
export function useExternalReportsList(range: DateRange) {
  return usePeriodListQuery<ExternalSale>(range, {
    queryKey: EXTERNAL_REPORTS_KEY,
    path: listExternalReports.path,
    parse: (body) => ZExternalReportsPage.parse(body),
    filterKeys: EXTERNAL_REPORTS_FILTERS,
    defaultPerPage: 50,
  });
}

/** The whole answer of the last page (with its totals per currency). */
export const reportOf = (list: ListQuery<ExternalSale>) => list.query.data as ExternalReportsPage | undefined;
