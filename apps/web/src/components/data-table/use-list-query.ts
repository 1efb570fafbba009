import { exportPathOf, HEADERS } from '@banca/contracts';
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api, type Query } from '@/lib/http';
import {
  listQueryOf,
  readListState,
  writeListState,
  type ListState,
  type ListStateChange,
  type ListStateOptions,
} from './list-state';

/** The answer of every list endpoint (the one list contract). */
export interface Page<Row> {
  readonly data: readonly Row[];
  readonly total: number;
  readonly page: number;
  readonly per_page: number;
}

export interface UseListQueryOptions<Row> extends ListStateOptions {
  /** Root of the query key (e.g. `['network', 'agencies']`): invalidate it after a change. */
  readonly queryKey: readonly unknown[];
  /** The endpoint's path (from its contract). */
  readonly path: string;
  /** Checks the answer, usually the contract's `zPage(row)` schema's `parse`. */
  readonly parse?: (body: unknown) => Page<Row>;
  /** Fixed params that are not part of the URL state (e.g. a kind the screen always sends). */
  readonly params?: Query;
  readonly enabled?: boolean;
  /** The spec's `POST …/list` endpoints take the same query as a JSON body (default GET). */
  readonly method?: 'GET' | 'POST';
}

export interface ListQuery<Row> {
  readonly state: ListState;
  readonly query: UseQueryResult<Page<Row>>;
  readonly rows: readonly Row[];
  readonly total: number;
  readonly update: (change: ListStateChange) => void;
  readonly setFilter: (key: string, value: string | undefined) => void;
  /** The list's server export (`<path>/export`) and its current filters and sort, without paging. */
  readonly exportRequest: { readonly path: string; readonly body: Query };
}

/**
 * Totals already counted, per list and filter set: later pages send them in x-cached-count so
 * the server may skip counting again (the first page always counts, and refreshes the total).
 */
const knownTotals = new Map<string, number>();

/**
 * Forgets the totals of every list under this query key (e.g. `['network']`): call it with the
 * invalidation after a change that adds or removes rows, so a later page counts again.
 */
export function forgetListTotals(queryKeyPrefix: readonly unknown[]): void {
  const prefix = `[${JSON.stringify(queryKeyPrefix).slice(0, -1)}`;
  for (const key of [...knownTotals.keys()]) if (key.startsWith(prefix)) knownTotals.delete(key);
}

/**
 * After a change that adds, removes or edits rows: every query under the key is fetched again,
 * and the lists under it count again on their later pages. The one way a feature refreshes what
 * it has read (`export const useInvalidateUsers = () => useInvalidateLists(USERS_KEY)`); pass a
 * constant key, so the callback stays the same between renders.
 */
export function useInvalidateLists(queryKeyPrefix: readonly unknown[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetListTotals(queryKeyPrefix);
    return queryClient.invalidateQueries({ queryKey: queryKeyPrefix });
  }, [queryClient, queryKeyPrefix]);
}

export async function fetchListPage<Row>(
  path: string,
  query: Query,
  cachedTotal: number | undefined,
  parse?: (body: unknown) => Page<Row>,
  signal?: AbortSignal,
  method: 'GET' | 'POST' = 'GET',
): Promise<Page<Row>> {
  const page = Number(query.page ?? 1);
  const headers: Record<string, string> =
    page > 1 && cachedTotal !== undefined ? { [HEADERS.cachedCount]: String(cachedTotal) } : {};
  const options = { headers, ...(signal ? { signal } : {}) };
  const body =
    method === 'POST'
      ? await api.post<unknown>(path, query, options)
      : await api.get<unknown>(path, { query, ...options });
  return parse ? parse(body) : (body as Page<Row>);
}

/** A server-paginated list whose state lives in the URL: what `<DataTable>` shows. */
export function useListQuery<Row>(options: UseListQueryOptions<Row>): ListQuery<Row> {
  const { queryKey, path, parse, params, enabled = true, method = 'GET', ...stateOptions } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  // The options object is usually a literal: depend on its content, not its identity.
  const optionsKey = JSON.stringify(stateOptions);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => stateOptions, [optionsKey]);
  const state = useMemo(() => readListState(searchParams, stable), [searchParams, stable]);
  const requestQuery: Query = useMemo(() => ({ ...params, ...listQueryOf(state) }), [params, state]);
  const totalKey = JSON.stringify([queryKey, params ?? {}, state.filters]);

  const query = useQuery({
    queryKey: [...queryKey, 'list', requestQuery],
    queryFn: async ({ signal }) => {
      const answer = await fetchListPage(path, requestQuery, knownTotals.get(totalKey), parse, signal, method);
      knownTotals.set(totalKey, answer.total);
      return answer;
    },
    placeholderData: keepPreviousData,
    enabled,
  });

  const update = useCallback(
    (change: ListStateChange) =>
      setSearchParams((current) => writeListState(current, readListState(current, stable), change, stable)),
    [setSearchParams, stable],
  );
  const setFilter = useCallback(
    (key: string, value: string | undefined) => update({ filters: { [key]: value } }),
    [update],
  );

  const exportRequest = useMemo(() => {
    const { page: _page, per_page: _perPage, ...body } = requestQuery;
    return { path: exportPathOf(path), body };
  }, [path, requestQuery]);

  return {
    state,
    query,
    rows: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    update,
    setFilter,
    exportRequest,
  };
}
