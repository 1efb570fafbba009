import { useMemo } from 'react';
import type { DateRange } from '@/components/date-range-filter';
import { useListQuery, type UseListQueryOptions } from './use-list-query';

/**
 * A list over a period: the period filter's days (kept in the URL by the filter) are always sent
 * as `from_date` and `to_date`; the other filters, the page and the order are the list's URL state.
 */
export function usePeriodListQuery<Row>(range: DateRange, options: Omit<UseListQueryOptions<Row>, 'params'>) {
  const params = useMemo(() => ({ from_date: range.from, to_date: range.to }), [range.from, range.to]);
  return useListQuery<Row>({ ...options, params });
}
