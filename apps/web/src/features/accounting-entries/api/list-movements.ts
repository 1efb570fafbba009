import { listMovements, ZMovementReportPage, type AccountEntry, type MovementReportPage } from '@banca/contracts';
import { useMemo } from 'react';
import { useListQuery, type ListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { MOVEMENTS_KEY } from './keys';
import { ENTRY_FILTERS } from './account-entries';

/** Every movement of the network in the period, manual or automatic; its state in the URL. */
export function useMovementList(range: DateRange) {
  const params = useMemo(() => ({ from_date: range.from, to_date: range.to }), [range.from, range.to]);
  return useListQuery<AccountEntry>({
    queryKey: MOVEMENTS_KEY,
    path: listMovements.path,
    parse: (body) => ZMovementReportPage.parse(body),
    filterKeys: ENTRY_FILTERS,
    params,
  });
}

export const movementTotalsOf = (list: ListQuery<AccountEntry>) =>
  (list.query.data as MovementReportPage | undefined)?.totals;
