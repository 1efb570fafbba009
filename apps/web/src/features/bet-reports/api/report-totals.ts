import type { ListQuery } from '@/components/data-table';
import type { ReportTotals } from '@/components/report-table';

/** The query key root of the bet reports. */
export const BET_REPORTS_KEY = ['bet-reports'] as const;

/** The server's totals per currency of a report list's last answer (`zReportPage`). */
export function totalsOf<Row>(list: ListQuery<Row>): readonly ReportTotals[] | undefined {
  return (list.query.data as { totals?: readonly ReportTotals[] } | undefined)?.totals;
}
