import { reprintTicket, ZTicket, type Ticket } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

export async function reprintTicketRequest(serial: string): Promise<Ticket> {
  return ZTicket.parse(await api.post(reprintTicket.path, { serial }));
}

/** A reprint, audited by the server, which answers the ticket as it is now; a refusal toasts. */
export function useReprintTicket() {
  return useMutation({ mutationFn: reprintTicketRequest });
}
