import {
  listDirects,
  listDistributors,
  listFathers,
  listPartners,
  ZListDirectsResponse,
  ZListFathersResponse,
  ZListPartnersResponse,
  type PartnerKind,
} from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEndpointList } from '@/components/data-table';
import { api } from '@/lib/http';
import { networkKeys } from './keys';

/** The partner tree below the user as a table (state in the URL). */
export function usePartnerList() {
  return useEndpointList(listDistributors, {
    queryKey: networkKeys.partners,
    filterKeys: ['search', 'kind', 'status'],
    defaultSort: 'code',
  });
}

export const fathersQuery = (kind: PartnerKind) =>
  queryOptions({
    queryKey: [...networkKeys.partners, 'fathers', kind],
    queryFn: async () => ZListFathersResponse.parse(await api.get(listFathers.path, { query: { kind } })).data,
  });

/** Where a new partner of `kind` may hang. */
export const useFathers = (kind: PartnerKind) => useQuery(fathersQuery(kind));

export const directsQuery = (partnerId: number | null) =>
  queryOptions({
    queryKey: [...networkKeys.partners, 'directs', partnerId],
    queryFn: async () =>
      ZListDirectsResponse.parse(
        await api.get(listDirects.path, { query: partnerId ? { partner_id: partnerId } : {} }),
      ),
  });

/** One level of the tree: a partner (the user's own by default) and its children. */
export const useDirects = (partnerId: number | null, enabled = true) =>
  useQuery({ ...directsQuery(partnerId), enabled });

export const partnerOptionsQuery = (kinds: readonly PartnerKind[]) =>
  queryOptions({
    queryKey: [...networkKeys.partners, 'options', kinds],
    queryFn: async () => ZListPartnersResponse.parse(await api.get(listPartners.path, { query: { kind: kinds } })).data,
  });

/** Partners of the subtree of these kinds, for pickers. */
export const usePartnerOptions = (kinds: readonly PartnerKind[]) => useQuery(partnerOptionsQuery(kinds));
