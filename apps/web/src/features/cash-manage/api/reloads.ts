import { createGlobalReload, createReload, ZCashMovement } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useInvalidateLists } from '@/components/data-table';
import { CASH_KEY } from '@/features/cash';
import { api } from '@/lib/http';

export interface ReloadInput {
  currency: string;
  payment_method: string;
  amount: string;
  description: string;
}

const ZGlobalAnswer = z.object({ batch_id: z.string(), reloads: z.number().int() });

/** Sends money to one taquilla, or (`partner_id`) to every active taquilla under a partner. */
export function useSendReload() {
  const invalidate = useInvalidateLists(CASH_KEY);
  return useMutation({
    mutationFn: async (body: ReloadInput & ({ taquilla_id: number } | { partner_id: number })) =>
      'taquilla_id' in body
        ? { reloads: 1, movement: ZCashMovement.parse(await api.post(createReload.path, body)) }
        : ZGlobalAnswer.parse(await api.post(createGlobalReload.path, body)),
    onSuccess: invalidate,
  });
}
