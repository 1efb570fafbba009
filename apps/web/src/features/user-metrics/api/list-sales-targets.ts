import { listSalesTargets } from '@banca/contracts';
import { useEndpointList } from '@/components/data-table';
import { SALES_TARGETS_KEY } from './keys';

export const SALES_TARGET_FILTERS = ['on_date'] as const;

/** The targets of the user's network with their progress; page, sort and the day filter in the URL. */
export function useSalesTargetList() {
  return useEndpointList(listSalesTargets, {
    queryKey: SALES_TARGETS_KEY,
    filterKeys: SALES_TARGET_FILTERS,
  });
}
