import { listBetNumber, ZBetNumberPage, type BetNumberRow } from '@banca/contracts';
import { useSearchParams } from 'react-router';
import { usePeriodListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { BET_REPORTS_KEY } from './report-totals';

export const BET_NUMBER_FILTERS = ['number', 'product_id', 'draw_id', 'bet_type', 'partner_id', 'currency'] as const;

/**
 * "Por número": one number per day and draw over the period (which the period filter keeps in
 * the URL). The endpoint needs a number: nothing is asked until one is written.
 */
export function useBetNumberList(range: DateRange) {
  const [search] = useSearchParams();
  const hasNumber = Boolean(search.get('number')?.trim());
  const list = usePeriodListQuery<BetNumberRow>(range, {
    queryKey: [...BET_REPORTS_KEY, 'bet-number'],
    path: listBetNumber.path,
    parse: (body) => ZBetNumberPage.parse(body),
    filterKeys: BET_NUMBER_FILTERS,
    defaultPerPage: 50,
    enabled: hasNumber,
  });
  return { list, hasNumber };
}
