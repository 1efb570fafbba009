import { MAX_PER_PAGE, type Currency } from '@banca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchListPage, type ListQuery, type Page } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import type { ReportTotals } from '@/components/report-table';
import type { Query } from '@/lib/http';

/** Root of every sales report query: refresh them all with `useInvalidateLists(SALES_REPORTS_KEY)`. */
export const SALES_REPORTS_KEY = ['sales-reports'] as const;

/** The narrowing filters the sales screens keep in the URL (the period is kept apart, see `periodParams`). */
export const SALES_FILTERS = ['partner_id', 'product_id', 'currency', 'level', 'channel'] as const;

/** The period as the report endpoints take it: always sent, so that a file holds the days on screen. */
export function usePeriodParams(range: DateRange) {
  return useMemo(() => ({ from_date: range.from, to_date: range.to }), [range.from, range.to]);
}

/** The server's totals per currency of a report list's last answer (`zReportPage`). */
export function totalsOf<Row>(list: ListQuery<Row>): readonly ReportTotals[] | undefined {
  return (list.query.data as { totals?: readonly ReportTotals[] } | undefined)?.totals;
}

/** The currencies a report answered, in its totals' order (one chart each). */
export function currenciesOf<Row>(list: ListQuery<Row>): Currency[] {
  return (totalsOf(list) ?? []).map((entry) => entry.currency);
}

/**
 * Up to MAX_PER_PAGE rows of a report in one order, with a list's filters (`list.exportRequest.body`):
 * what a chart or a summary draws, as the server sent it, never added up again in the browser.
 */
export function useReportRows<Row>(
  path: string,
  parse: (body: unknown) => Page<Row>,
  filters: Query,
  sort: { sort: string; order?: 'asc' | 'desc' },
) {
  const query = { ...filters, page: 1, per_page: MAX_PER_PAGE, sort: sort.sort, order: sort.order ?? 'asc' };
  return useQuery({
    queryKey: [...SALES_REPORTS_KEY, 'rows', path, query],
    queryFn: ({ signal }) => fetchListPage(path, query, undefined, parse, signal),
    placeholderData: keepPreviousData,
  });
}
