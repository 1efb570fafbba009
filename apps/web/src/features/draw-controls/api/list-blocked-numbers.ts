import { listBlockedNumbers } from '@banca/contracts';
import { useEndpointList } from '@/components/data-table';
import { BLOCKED_NUMBERS_KEY } from './keys';

export const BLOCKED_NUMBER_FILTERS = ['product_id', 'draw_id', 'number', 'partner_id', 'state'] as const;

/** The blocks of the user's network as a table (page 1, 100 per page, spec §9); state in the URL. */
export function useBlockedNumberList() {
  return useEndpointList(listBlockedNumbers, {
    queryKey: BLOCKED_NUMBERS_KEY,
    filterKeys: BLOCKED_NUMBER_FILTERS,
  });
}
