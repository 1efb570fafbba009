import {
  createLottery,
  deleteLottery,
  updateLottery,
  ZLottery,
  type CreateLotteryRequest,
  type Lottery,
} from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { invalidateCatalogue, withId } from './keys';

/** Creates (no id) or updates a lottery. */
export async function saveLottery({
  id,
  values,
}: {
  id: number | null;
  values: CreateLotteryRequest;
}): Promise<Lottery> {
  const body =
    id === null ? await api.post(createLottery.path, values) : await api.put(withId(updateLottery.path, id), values);
  return ZLottery.parse(body);
}

export async function deactivateLottery(id: number): Promise<Lottery> {
  return ZLottery.parse(await api.delete(withId(deleteLottery.path, id)));
}

export function useSaveLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLottery,
    meta: { successMessage: 'Lotería guardada.' },
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useDeactivateLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateLottery,
    meta: { successMessage: 'Lotería desactivada.' },
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
