import { listDailyBets, ZDailyBetsPage, type DailyBet } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
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
  return useListQuery<DailyBet>({
    queryKey: [...BET_REPORTS_KEY, 'daily-bets'],
    path: listDailyBets.path,
    parse: (body) => ZDailyBetsPage.parse(body),
    filterKeys: DAILY_BETS_FILTERS,
    defaultPerPage: 50,
    defaultSort: 'amount',
    defaultOrder: 'desc',
  });
}
