import {
  saveCommissions as endpoint,
  ZSaveLimitsResponse,
  type SaveCommissionsRequest,
  type SaveLimitsResponse,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateCommissions } from './keys';

export async function saveCommissions(values: SaveCommissionsRequest): Promise<SaveLimitsResponse> {
  return ZSaveLimitsResponse.parse(await api.put(endpoint.path, values));
}

export function useSaveCommissions() {
  const invalidate = useInvalidateCommissions();
  return useMutation({
    mutationFn: saveCommissions,
    meta: { successMessage: 'Comisión guardada.' },
    onSuccess: invalidate,
  });
}
