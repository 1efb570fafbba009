import { consultTickets, zPage, ZTicketSummary, type TicketSummary } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { sellKeys } from './keys';

const ZTodayTickets = zPage(ZTicketSummary);

/** How many of the day's tickets the point of sale lists (newest first). */
export const TODAY_TICKETS_SHOWN = 20;

export async function fetchTodayTickets(date: string, taquillaId?: number): Promise<TicketSummary[]> {
  const query = {
    date_from: date,
    date_to: date,
    sort: 'sold_at',
    order: 'desc',
    per_page: TODAY_TICKETS_SHOWN,
    ...(taquillaId ? { taquilla_id: taquillaId } : {}),
  };
  return ZTodayTickets.parse(await api.get(consultTickets.path, { query })).data;
}

export const todayTicketsQuery = (date: string, taquillaId?: number) =>
  queryOptions({
    queryKey: sellKeys.todayTickets(date, taquillaId),
    queryFn: () => fetchTodayTickets(date, taquillaId),
  });

/** The taquilla's tickets of `date` (its business date, YYYY-MM-DD). */
export const useTodayTickets = (date: string, taquillaId?: number) => useQuery(todayTicketsQuery(date, taquillaId));
