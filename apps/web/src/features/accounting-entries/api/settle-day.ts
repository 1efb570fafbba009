import { settleDay as settleEndpoint, ZSettleDayResponse } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateAccounting } from './keys';

/** Settles a day for the user's network: only differences are posted. */
export function useSettleDay() {
  const invalidate = useInvalidateAccounting();
  return useMutation({
    mutationFn: async (body: { date: string; partner_id?: string }) =>
      ZSettleDayResponse.parse(await api.post(settleEndpoint.path, body)),
    onSuccess: invalidate,
  });
}
