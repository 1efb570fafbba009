import { consultTickets, type TicketConsultPage, type TicketSummary } from '@banca/contracts';
import { useEndpointList, type ListQuery } from '@/components/data-table';

export const TICKET_CONSULT_KEY = ['ticket-consult'] as const;
export const TICKET_CONSULT_FILTERS = ['serial', 'date_from', 'date_to', 'taquilla_id', 'status'] as const;

/** The ticket search as a table: newest first, filters in the URL (today's tickets when none). */
export function useTicketConsultList() {
  return useEndpointList(consultTickets, {
    queryKey: TICKET_CONSULT_KEY,
    filterKeys: TICKET_CONSULT_FILTERS,
    defaultPerPage: 50,
  });
}

/** The whole answer of the last page: its totals per currency besides the rows. */
export const consultOf = (list: ListQuery<TicketSummary>) => list.query.data as TicketConsultPage | undefined;
