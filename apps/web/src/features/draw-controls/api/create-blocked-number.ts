import {
  createBlockedNumber as createEndpoint,
  ZBlockedNumber,
  type BlockedNumber,
  type CreateBlockedNumberRequest,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateDrawControls } from './keys';

export async function createBlockedNumber(body: CreateBlockedNumberRequest): Promise<BlockedNumber> {
  return ZBlockedNumber.parse(await api.post(createEndpoint.path, body));
}

export function useCreateBlockedNumber() {
  const invalidate = useInvalidateDrawControls();
  return useMutation({
    mutationFn: createBlockedNumber,
    onSuccess: invalidate,
    meta: { successMessage: 'Número bloqueado.' },
  });
}
