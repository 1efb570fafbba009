import { consultTickets, ZTicketSummary, zPage, type TicketSummary } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';

export const TICKET_CONSULT_KEY = ['ticket-consult'] as const;
export const TICKET_CONSULT_FILTERS = ['serial', 'date_from', 'date_to', 'taquilla_id', 'status'] as const;
const ZPage = zPage(ZTicketSummary);

/** The ticket search as a table: newest first, filters in the URL (today's tickets when none). */
export function useTicketConsultList() {
  return useListQuery<TicketSummary>({
    queryKey: TICKET_CONSULT_KEY,
    path: consultTickets.path,
    parse: (body) => ZPage.parse(body),
    filterKeys: TICKET_CONSULT_FILTERS,
    defaultPerPage: 50,
  });
}
