import { listDailyBets } from '@banca/contracts';
import { useEndpointList } from '@/components/data-table';
import { BET_REPORTS_KEY } from './report-totals';

export const DAILY_BETS_FILTERS = [
  'date',
  'product_id',
  'draw_id',
  'bet_type',
  'number',
  'partner_id',
  'currency',
] as const;

/** "Jugadas del día": per draw and number of one business date, largest amount first, filters in the URL. */
export function useDailyBetsList() {
  return useEndpointList(listDailyBets, {
    queryKey: [...BET_REPORTS_KEY, 'daily-bets'],
    filterKeys: DAILY_BETS_FILTERS,
    defaultPerPage: 50,
    defaultSort: 'amount',
    defaultOrder: 'desc',
  });
}
