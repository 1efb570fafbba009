import { createSale, HEADERS, ZSaleResponse, type SaleRequest, type SaleResponse } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateTickets } from './keys';

export interface SaleCall {
  readonly body: SaleRequest;
  /** One per sale attempt, reused when the same attempt is retried (logic/sale-attempt.ts). */
  readonly idempotencyKey: string;
}

export async function sellTicket({ body, idempotencyKey }: SaleCall): Promise<SaleResponse> {
  return ZSaleResponse.parse(
    await api.post(createSale.path, body, { headers: { [HEADERS.idempotencyKey]: idempotencyKey } }),
  );
}

/** Sells; the screen shows the refusals next to the plays (no global toast). */
export function useCreateSale() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: sellTicket, onSuccess: invalidate, meta: { handlesError: true } });
}
