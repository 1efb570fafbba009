import { getTicket, ZTicket, type Ticket, pathOf } from '@banca/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { sellKeys } from './keys';

/** THE fetcher of one ticket (GET /tickets/:id): the point of sale and the ticket search share it and its key. */
export async function fetchTicket(id: number): Promise<Ticket> {
  return ZTicket.parse(await api.get(pathOf(getTicket, { id })));
}

/** Under `sellKeys.ticket`: a sale, an annulment or a payment invalidates it wherever it is shown. */
export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: sellKeys.ticket(id), queryFn: () => fetchTicket(id) });

/** One ticket with its plays, prizes and payment (the caller shows the error itself). */
export const useTicket = (id: number) => useQuery({ ...ticketQuery(id), meta: { handlesError: true } });

/** Loads a ticket on demand (reprint, repeat, annul from the day's list). */
export function useLoadTicket() {
  const client = useQueryClient();
  return (id: number) => client.fetchQuery(ticketQuery(id));
}
