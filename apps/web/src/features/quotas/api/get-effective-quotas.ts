import {
  getEffectiveQuotas as endpoint,
  ZEffectiveQuotasResponse,
  type EffectiveQuotasResponse,
  pathOf,
} from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { QUOTAS_KEY } from './keys';

export async function getEffectiveQuotas(partnerId: number): Promise<EffectiveQuotasResponse> {
  return ZEffectiveQuotasResponse.parse(await api.get(pathOf(endpoint, { partnerId })));
}

export const effectiveQuotasQuery = (partnerId: number) =>
  queryOptions({ queryKey: [...QUOTAS_KEY, 'effective', partnerId], queryFn: () => getEffectiveQuotas(partnerId) });

/** The cupos that apply to a partner, each with where it comes from and its tope. */
export const useEffectiveQuotas = (partnerId: number | null) =>
  useQuery({ ...effectiveQuotasQuery(partnerId ?? 0), enabled: partnerId !== null });
