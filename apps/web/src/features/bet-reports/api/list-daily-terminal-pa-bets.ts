import { listDailyTerminalPaBets, ZDailyTerminalPaBetsPage, type TerminalPaBet } from '@banca/contracts';
import { useMemo } from 'react';
import { useListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { BET_REPORTS_KEY } from './report-totals';

export const TERMINAL_PA_FILTERS = ['product_id', 'partner_id', 'currency'] as const;

/** "Terminales Panamá": each Panamá taquilla's plays per day and product over the period. */
export function useTerminalPaBetsList(range: DateRange) {
  const params = useMemo(() => ({ from_date: range.from, to_date: range.to }), [range.from, range.to]);
  return useListQuery<TerminalPaBet>({
    queryKey: [...BET_REPORTS_KEY, 'daily-terminal-pa-bets'],
    path: listDailyTerminalPaBets.path,
    parse: (body) => ZDailyTerminalPaBetsPage.parse(body),
    filterKeys: TERMINAL_PA_FILTERS,
    params,
    defaultPerPage: 50,
  });
}
