import { useMemo } from 'react';
import type { DateRange } from '@/components/date-range-filter';
import { useListQuery, type ListQuery, type Page, type UseListQueryOptions } from './use-list-query';

/**
 * A list over a period: the period filter's days (kept in the URL by the filter) are always sent
 * as `from_date` and `to_date`; the other filters, the page and the order are the list's URL state.
 */
export function usePeriodListQuery<Row>(range: DateRange, options: Omit<UseListQueryOptions<Row>, 'params'>) {
  const params = useMemo(() => ({ from_date: range.from, to_date: range.to }), [range.from, range.to]);
  return useListQuery<Row>({ ...options, params });
}

/**
 * A report over a period, defined once: `useList(range)` reads it as a list (50 rows a page unless
 * told), and `pageOf(list)` answers the whole last page, the report's totals besides its rows.
 */
export function periodReport<Row, ReportPage extends Page<Row>>(
  options: Omit<UseListQueryOptions<Row>, 'params' | 'parse'> & { readonly parse: (body: unknown) => ReportPage },
) {
  return {
    useList: (range: DateRange) => usePeriodListQuery<Row>(range, { defaultPerPage: 50, ...options }),
    pageOf: (list: ListQuery<Row>) => list.query.data as ReportPage | undefined,
  };
}
