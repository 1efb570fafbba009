import { listPartners, ZListPartnersResponse, type PartnerKind, type PartnerOption } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

export const PICKERS_KEY = ['registry-pickers'] as const;

export async function listPartnerOptions(kinds: readonly PartnerKind[]): Promise<PartnerOption[]> {
  const body = await api.get(listPartners.path, { query: kinds.length ? { kind: kinds } : {} });
  return ZListPartnersResponse.parse(body).data;
}

export const partnerOptionsQuery = (kinds: readonly PartnerKind[] = []) =>
  queryOptions({
    queryKey: [...PICKERS_KEY, 'partners', [...kinds].sort()],
    queryFn: () => listPartnerOptions(kinds),
    staleTime: 60_000,
  });

/** Partners of the user's subtree (of these kinds; all when none), for pickers. */
export const usePartnerOptions = (kinds: readonly PartnerKind[] = []) => useQuery(partnerOptionsQuery(kinds));
