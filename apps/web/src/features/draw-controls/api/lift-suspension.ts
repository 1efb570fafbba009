import { liftSuspension as liftEndpoint, ZSuspension, type Suspension, pathOf } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateDrawControls } from './keys';

export async function liftSuspension(id: number): Promise<Suspension> {
  return ZSuspension.parse(await api.delete(pathOf(liftEndpoint, { id })));
}

export function useLiftSuspension() {
  const invalidate = useInvalidateDrawControls();
  return useMutation({
    mutationFn: liftSuspension,
    onSuccess: invalidate,
    meta: { successMessage: 'Suspensión levantada: el sorteo vuelve a venderse.' },
  });
}
