import {
  getAgencyConfig,
  listAgenciesNoPaginated,
  searchAgencies,
  ZAgencyConfig,
  ZListAgenciesNoPaginatedResponse,
  pathOf,
} from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEndpointList } from '@/components/data-table';
import { api } from '@/lib/http';
import { networkKeys } from './keys';

/** The agencies below the user as a table (state in the URL). */
export function useAgencyList() {
  return useEndpointList(searchAgencies, {
    queryKey: networkKeys.agencies,
    filterKeys: ['search', 'status'],
    defaultSort: 'code',
  });
}

export const agencyOptionsQuery = queryOptions({
  queryKey: [...networkKeys.agencies, 'options'],
  queryFn: async () =>
    ZListAgenciesNoPaginatedResponse.parse(await api.get(listAgenciesNoPaginated.path, { query: { status: 'ACTIVE' } }))
      .data,
});

/** Every active agency of the subtree, for pickers. */
export const useAgencyOptions = () => useQuery(agencyOptionsQuery);

export const agencyConfigQuery = (id: number) =>
  queryOptions({
    queryKey: [...networkKeys.agencies, 'config', id],
    queryFn: async () => ZAgencyConfig.parse(await api.get(pathOf(getAgencyConfig, { id }))),
  });

/** Who an agency settles with, and who it may choose. */
export const useAgencyConfig = (id: number) => useQuery(agencyConfigQuery(id));
