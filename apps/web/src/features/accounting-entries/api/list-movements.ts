import { listMovements, ZMovementReportPage, type AccountEntry, type MovementReportPage } from '@banca/contracts';
import { usePeriodListQuery, type ListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { MOVEMENTS_KEY } from './keys';
import { ENTRY_FILTERS } from './account-entries';

/** Every movement of the network in the period, manual or automatic; its state in the URL. */
export function useMovementList(range: DateRange) {
  return usePeriodListQuery<AccountEntry>(range, {
    queryKey: MOVEMENTS_KEY,
    path: listMovements.path,
    parse: (body) => ZMovementReportPage.parse(body),
    filterKeys: ENTRY_FILTERS,
  });
}

export const movementTotalsOf = (list: ListQuery<AccountEntry>) =>
  (list.query.data as MovementReportPage | undefined)?.totals;
