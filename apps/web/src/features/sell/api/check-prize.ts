import { checkPrize, ZPrizeCheckResponse, type PrizeCheckResponse, type PrizeRequest } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

export async function checkPrizeRequest(body: PrizeRequest): Promise<PrizeCheckResponse> {
  return ZPrizeCheckResponse.parse(await api.post(checkPrize.path, body));
}

/** Looks a ticket's prize up by serial and code; the dialog shows what it finds or why not. */
export const useCheckPrize = () => useMutation({ mutationFn: checkPrizeRequest, meta: { handlesError: true } });
