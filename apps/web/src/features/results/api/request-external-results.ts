import { requestExternalResults, ZExternalResultsResponse, type ExternalResultsRequest } from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { RESULTS_KEY } from './keys';

export async function postExternalRequest(body: ExternalResultsRequest) {
  return ZExternalResultsResponse.parse(await api.post(requestExternalResults.path, body));
}

/** Asks the results provider for a day's missing results. */
export function useRequestExternalResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postExternalRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}
