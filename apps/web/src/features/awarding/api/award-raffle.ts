import { awardRaffle, ZAwardRaffleResponse } from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESULTS_KEY } from '@/features/results';
import { api } from '@/lib/http';

export async function postAward(occurrenceId: number) {
  return ZAwardRaffleResponse.parse(await api.post(awardRaffle.path, { occurrence_id: occurrenceId }));
}

/** Awards a draw (idempotent); the lists reload with the new figures. */
export function useAwardRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAward,
    meta: { successMessage: 'Sorteo premiado.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}
