import { payPrize, ZTicket, type PrizeRequest, type Ticket } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateTickets } from './keys';

export async function payPrizeRequest(body: PrizeRequest): Promise<Ticket> {
  return ZTicket.parse(await api.post(payPrize.path, body));
}

/** Pays once; the dialog shows a refusal (already paid, expired) itself. */
export function usePayPrize() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: payPrizeRequest, onSuccess: invalidate, meta: { handlesError: true } });
}
