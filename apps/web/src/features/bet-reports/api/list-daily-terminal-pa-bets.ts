import { listDailyTerminalPaBets, ZDailyTerminalPaBetsPage, type TerminalPaBet } from '@banca/contracts';
import { usePeriodListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { BET_REPORTS_KEY } from './report-totals';

export const TERMINAL_PA_FILTERS = ['product_id', 'partner_id', 'currency'] as const;

/** "Terminales Panamá": each Panamá taquilla's plays per day and product over the period. */
export function useTerminalPaBetsList(range: DateRange) {
  return usePeriodListQuery<TerminalPaBet>(range, {
    queryKey: [...BET_REPORTS_KEY, 'daily-terminal-pa-bets'],
    path: listDailyTerminalPaBets.path,
    parse: (body) => ZDailyTerminalPaBetsPage.parse(body),
    filterKeys: TERMINAL_PA_FILTERS,
    defaultPerPage: 50,
  });
}
