import type { SaleRequest, SaleResponse } from '@banca/contracts';
import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCreateSale } from '../api/create-sale';
import { mayHaveSold, newIdempotencyKey, nextAttempt, type SaleAttempt } from '../logic/sale-attempt';
import { lineErrorsFrom, toSalePlays } from '../logic/ticket-lines';
import type { SoldTicket } from './sale-outcome';
import type { TicketBuilder } from './use-ticket-builder';

const RETRY_HINT = 'Puede intentarlo de nuevo: si la venta ya se hizo, no se repetirá.';

/**
 * Sells the ticket being built. A retry of the same ticket after a failure that may hide a
 * sale reuses the Idempotency-Key; refusals go next to the plays they name; a closed or
 * suspended draw reloads the draws.
 */
export function useSale(
  builder: TicketBuilder,
  options: { taquillaId?: number; onDrawsChanged: () => void; onSold?: (response: SaleResponse) => void },
) {
  const sale = useCreateSale(options.onSold);
  const attempt = useRef<SaleAttempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sold, setSold] = useState<SoldTicket | null>(null);

  const sell = async (): Promise<SoldTicket | null> => {
    const { lines } = builder;
    if (lines.length === 0 || sale.isPending) return null;
    if (builder.hasClosedLines) {
      setError('Hay jugadas de sorteos que ya no están abiertos: quítelas para vender.');
      return null;
    }
    const body: SaleRequest = {
      plays: toSalePlays(lines),
      channel: 'WEB',
      ...(options.taquillaId ? { taquilla_id: options.taquillaId } : {}),
    };
    const current = nextAttempt(attempt.current, JSON.stringify(body), newIdempotencyKey);
    attempt.current = current;
    // Unchanged state is not set again: a render here would come before the request leaves.
    setError(null);
    builder.setServerErrors((errors) => (Object.keys(errors).length > 0 ? {} : errors));
    try {
      const response = await sale.mutateAsync({ body, idempotencyKey: current.key });
      attempt.current = { ...current, answered: true };
      const result = { response, lines };
      setSold(result);
      builder.replace([]);
      return result;
    } catch (failure) {
      const retry = isApiError(failure) && mayHaveSold(failure);
      if (!retry) attempt.current = { ...current, answered: true };
      const { byLine, other } = lineErrorsFrom(isApiError(failure) ? failure.fields : [], lines);
      builder.setServerErrors(byLine);
      setError([errorMessage(failure), ...other, retry ? RETRY_HINT : null].filter(Boolean).join(' '));
      if (isApiError(failure) && (failure.code === 'DRAW_CLOSED' || failure.code === 'DRAW_SUSPENDED')) {
        options.onDrawsChanged();
      }
      return null;
    }
  };

  return { sell, selling: sale.isPending, error, clearError: () => setError(null), sold, setSold };
}
