import { listBetNumber, ZBetNumberPage, type BetNumberRow } from '@banca/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListQuery } from '@/components/data-table';
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
  const params = useMemo(() => ({ from_date: range.from, to_date: range.to }), [range.from, range.to]);
  const list = useListQuery<BetNumberRow>({
    queryKey: [...BET_REPORTS_KEY, 'bet-number'],
    path: listBetNumber.path,
    parse: (body) => ZBetNumberPage.parse(body),
    filterKeys: BET_NUMBER_FILTERS,
    params,
    defaultPerPage: 50,
    enabled: hasNumber,
  });
  return { list, hasNumber };
}
