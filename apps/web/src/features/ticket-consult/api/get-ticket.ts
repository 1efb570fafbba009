import { getTicket as getTicketEndpoint, ZTicket, type Ticket } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { TICKET_CONSULT_KEY } from './consult-tickets';

export async function getTicket(id: number): Promise<Ticket> {
  return ZTicket.parse(await api.get(getTicketEndpoint.path.replace(':id', String(id))));
}

export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: [...TICKET_CONSULT_KEY, 'ticket', id], queryFn: () => getTicket(id) });

/** One ticket with its plays, prizes and payment (the dialog shows the error itself). */
export const useTicket = (id: number) => useQuery({ ...ticketQuery(id), meta: { handlesError: true } });
