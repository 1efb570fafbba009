import { listDetailedPrizes, ZDetailedPrizePage, type DetailedPrize, type DetailedPrizePage } from '@banca/contracts';
import { usePeriodListQuery, type ListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';

export const DETAILED_PRIZE_KEY = ['detailed-prize'] as const;
export const DETAILED_PRIZE_FILTERS = ['partner_id', 'product_id', 'state', 'currency', 'serial'] as const;

/**
 * The prizes as a table: the period (kept in the URL by the period filter) is always sent; the
 * other filters, the page and the order are the list's URL state.
 */
export function useDetailedPrizeList(range: DateRange) {
  return usePeriodListQuery<DetailedPrize>(range, {
    queryKey: DETAILED_PRIZE_KEY,
    path: listDetailedPrizes.path,
    parse: (body) => ZDetailedPrizePage.parse(body),
    filterKeys: DETAILED_PRIZE_FILTERS,
    defaultPerPage: 50,
  });
}

/** The whole answer of the last page (its totals besides the rows). */
export const reportOf = (list: ListQuery<DetailedPrize>) => list.query.data as DetailedPrizePage | undefined;
