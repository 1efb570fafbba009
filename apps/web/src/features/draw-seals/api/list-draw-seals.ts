import { listDrawSeals, ZListDrawSealsResponse, type DrawSealRow, type ListDrawSealsResponse } from '@banca/contracts';
import { usePeriodListQuery, type ListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { DRAW_SEALS_KEY } from './keys';

/** The caller's banca's sealed draws in the period, newest first; lottery and product in the URL. */
export function useDrawSealList(range: DateRange): ListQuery<DrawSealRow> {
  return usePeriodListQuery<DrawSealRow>(range, {
    queryKey: [...DRAW_SEALS_KEY, 'list'],
    path: listDrawSeals.path,
    parse: (body) => ZListDrawSealsResponse.parse(body),
    filterKeys: ['lottery_id', 'product_id'],
    defaultSort: 'draw_date',
    defaultOrder: 'desc',
  });
}

export const drawSealTotalsOf = (list: ListQuery<DrawSealRow>) =>
  (list.query.data as ListDrawSealsResponse | undefined)?.totals;
