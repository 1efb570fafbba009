import { getTicket, ZTicket, type Ticket } from '@banca/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { pathOf, sellKeys } from './keys';

export async function fetchTicket(id: number): Promise<Ticket> {
  return ZTicket.parse(await api.get(pathOf(getTicket.path, id)));
}

export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: sellKeys.ticket(id), queryFn: () => fetchTicket(id) });

/** Loads a ticket on demand (reprint, repeat, annul from the day's list). */
export function useLoadTicket() {
  const client = useQueryClient();
  return (id: number) => client.fetchQuery(ticketQuery(id));
}
