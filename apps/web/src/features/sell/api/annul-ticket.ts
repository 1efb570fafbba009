import { annulTicket, ZTicket, type Ticket, pathOf } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateTickets } from './keys';

export async function annulTicketRequest({ id, reason }: { id: number; reason: string }): Promise<Ticket> {
  return ZTicket.parse(await api.patch(pathOf(annulTicket, { id }), { reason }));
}

/**
 * Annuls; the dialog shows a refusal (window passed, draw closed) itself. No toast: the point
 * of sale shows the annulled state where the ticket is, and a toast would cover Vender.
 */
export function useAnnulTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: annulTicketRequest,
    onSuccess: invalidate,
    meta: { handlesError: true },
  });
}
