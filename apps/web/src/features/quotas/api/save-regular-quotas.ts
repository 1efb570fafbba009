import {
  saveRegularQuotas as saveEndpoint,
  saveRegularQuotasGlobal as saveGlobalEndpoint,
  ZSaveLimitsResponse,
  type SaveLimitsResponse,
  type SaveRegularQuotasGlobalRequest,
  type SaveRegularQuotasRequest,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateQuotas } from './keys';

export async function saveRegularQuotas(values: SaveRegularQuotasRequest): Promise<SaveLimitsResponse> {
  return ZSaveLimitsResponse.parse(await api.post(saveEndpoint.path, values));
}

export async function saveRegularQuotasGlobal(values: SaveRegularQuotasGlobalRequest): Promise<SaveLimitsResponse> {
  return ZSaveLimitsResponse.parse(await api.post(saveGlobalEndpoint.path, values));
}

/** Sets (or, with a null amount, removes) a partner's own cupos. */
export function useSaveRegularQuotas() {
  const invalidate = useInvalidateQuotas();
  return useMutation({
    mutationFn: saveRegularQuotas,
    meta: { successMessage: 'Cupo guardado.' },
    onSuccess: invalidate,
  });
}

/** The same cupos for every child of a partner, or every partner of a kind below it. */
export function useSaveRegularQuotasGlobal() {
  const invalidate = useInvalidateQuotas();
  return useMutation({ mutationFn: saveRegularQuotasGlobal, onSuccess: invalidate });
}
