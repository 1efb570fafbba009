import { listLogFacets, listLogs, ZLogFacetsResponse } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEndpointList } from '@/components/data-table';
import { api } from '@/lib/http';

export const AUDIT_LOG_KEY = ['audit-log'] as const;
export const LOG_FILTERS = ['from', 'to', 'action', 'entity', 'search', 'user_id', 'entity_id'] as const;

/** The banca's audit log as a table, newest first; its filters live in the URL. */
export function useLogList() {
  return useEndpointList(listLogs, {
    queryKey: AUDIT_LOG_KEY,
    filterKeys: LOG_FILTERS,
    defaultPerPage: 50,
  });
}

export const logFacetsQuery = queryOptions({
  queryKey: [...AUDIT_LOG_KEY, 'facets'],
  queryFn: async () => ZLogFacetsResponse.parse(await api.get(listLogFacets.path)),
});

/** The actions and entities present in the log: the filters' options. */
export const useLogFacets = () => useQuery(logFacetsQuery);
