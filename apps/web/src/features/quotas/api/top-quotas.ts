import {
  listTopQuotas,
  updateTopQuota as updateEndpoint,
  updateTopQuotasGlobal as updateGlobalEndpoint,
  ZSaveLimitsResponse,
  ZTopQuota,
  ZTopQuotasResponse,
  type SaveLimitsResponse,
  type TopQuota,
  type TopQuotasResponse,
  type UpdateTopQuotaRequest,
  type UpdateTopQuotasGlobalRequest,
} from '@banca/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { QUOTAS_KEY, useInvalidateQuotas } from './keys';

export const topQuotasQuery = queryOptions({
  queryKey: [...QUOTAS_KEY, 'topes'],
  queryFn: async (): Promise<TopQuotasResponse> => ZTopQuotasResponse.parse(await api.get(listTopQuotas.path)),
});

/** The banca's topes: every product and bet type sold, set or not, and the draw-specific ones. */
export const useTopQuotas = () => useQuery(topQuotasQuery);

export async function updateTopQuota(values: UpdateTopQuotaRequest): Promise<TopQuota> {
  return ZTopQuota.parse(await api.patch(updateEndpoint.path, values));
}

export async function updateTopQuotasGlobal(values: UpdateTopQuotasGlobalRequest): Promise<SaveLimitsResponse> {
  return ZSaveLimitsResponse.parse(await api.patch(updateGlobalEndpoint.path, values));
}

// A refusal lists the cupos above the new tope: the dialog shows them, so no toast.
export function useUpdateTopQuota() {
  const invalidate = useInvalidateQuotas();
  return useMutation({
    mutationFn: updateTopQuota,
    meta: { handlesError: true, successMessage: 'Tope guardado.' },
    onSuccess: invalidate,
  });
}

export function useUpdateTopQuotasGlobal() {
  const invalidate = useInvalidateQuotas();
  return useMutation({ mutationFn: updateTopQuotasGlobal, meta: { handlesError: true }, onSuccess: invalidate });
}
