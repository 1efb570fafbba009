import {
  suspendDraw as suspendEndpoint,
  ZSuspension,
  type Suspension,
  type SuspendDrawRequest,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateDrawControls } from './keys';

export async function suspendDraw(body: SuspendDrawRequest): Promise<Suspension> {
  return ZSuspension.parse(await api.post(suspendEndpoint.path, body));
}

export function useSuspendDraw() {
  const invalidate = useInvalidateDrawControls();
  return useMutation({
    mutationFn: suspendDraw,
    onSuccess: invalidate,
    meta: { successMessage: 'Sorteo suspendido.' },
  });
}
