import type { SaleDay } from '@banca/contracts';
import { useQueryClient } from '@tanstack/react-query';

export const SELL_KEY = ['sell'] as const;
export const sellKeys = {
  draws: (taquillaId: number | undefined, day: SaleDay) => [...SELL_KEY, 'draws', taquillaId ?? null, day] as const,
  todayTickets: (date: string, taquillaId: number | undefined) =>
    [...SELL_KEY, 'today-tickets', date, taquillaId ?? null] as const,
  ticket: (id: number) => [...SELL_KEY, 'ticket', id] as const,
};

/** After a sale or an annulment: the day's list and the ticket views are read again. */
export function useInvalidateTickets() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...SELL_KEY, 'today-tickets'] }),
      client.invalidateQueries({ queryKey: [...SELL_KEY, 'ticket'] }),
    ]);
}
