import { listSalesTargets, ZSalesTarget, zPage, type SalesTarget } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { SALES_TARGETS_KEY } from './keys';

export const SALES_TARGET_FILTERS = ['on_date'] as const;
const ZPage = zPage(ZSalesTarget);

/** The targets of the user's network with their progress; page, sort and the day filter in the URL. */
export function useSalesTargetList() {
  return useListQuery<SalesTarget>({
    queryKey: SALES_TARGETS_KEY,
    path: listSalesTargets.path,
    parse: (body) => ZPage.parse(body),
    filterKeys: SALES_TARGET_FILTERS,
  });
}
