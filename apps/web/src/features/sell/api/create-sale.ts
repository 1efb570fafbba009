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

/**
 * Sells; the screen shows the refusals next to the plays (no global toast). `onSold` runs first
 * with the answer, before the screen renders it: the ticket's bytes leave for the printer while
 * the point of sale redraws. The day's list refreshes behind the answer, unawaited.
 */
export function useCreateSale(onSold?: (response: SaleResponse) => void) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: sellTicket,
    onSuccess: (response) => {
      onSold?.(response);
      void invalidate();
    },
    meta: { handlesError: true },
  });
}
