import { useMemo } from 'react';
import type { z } from 'zod';
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

/** A list endpoint (its contract): its path and its answer, a page (with perhaps more besides). */
export interface ListEndpoint<ListPage> {
  readonly path: string;
  readonly responses: { readonly 200: z.ZodType<ListPage> };
}

/** The answer's check of a list endpoint: its contract's 200 schema. */
const parserOf =
  <ListPage extends Page<unknown>>(endpoint: ListEndpoint<ListPage>) =>
  (body: unknown) =>
    endpoint.responses[200].parse(body) as Page<ListPage['data'][number]>;

/** A list of an endpoint, its path and answer's check taken from its contract. */
export function useEndpointList<ListPage extends Page<unknown>>(
  endpoint: ListEndpoint<ListPage>,
  options: Omit<UseListQueryOptions<ListPage['data'][number]>, 'path' | 'parse'>,
) {
  return useListQuery<ListPage['data'][number]>({ ...options, path: endpoint.path, parse: parserOf(endpoint) });
}

/**
 * A report over a period, defined once from its contract: `useList(range)` reads it as a list (50
 * rows a page unless told), and `pageOf(list)` answers the whole last page, the report's totals
 * besides its rows.
 */
export function periodReport<ReportPage extends Page<unknown>>(
  endpoint: ListEndpoint<ReportPage>,
  options: Omit<UseListQueryOptions<ReportPage['data'][number]>, 'params' | 'parse' | 'path'>,
) {
  type Row = ReportPage['data'][number];
  const parse = parserOf(endpoint);
  return {
    useList: (range: DateRange) =>
      usePeriodListQuery<Row>(range, { defaultPerPage: 50, path: endpoint.path, parse, ...options }),
    pageOf: (list: ListQuery<Row>) => list.query.data as ReportPage | undefined,
  };
}
