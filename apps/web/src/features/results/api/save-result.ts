import { saveResult, ZOccurrenceResult, type SaveResultRequest } from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { RESULTS_KEY } from './keys';

export async function postResult(body: SaveResultRequest) {
  return ZOccurrenceResult.parse(await api.post(saveResult.path, body));
}

/** Saves (or corrects) a draw's result; every results and awarding list reloads. */
export function useSaveResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResult,
    meta: { successMessage: 'Resultado guardado.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}
