import { listBlockedNumbers, ZBlockedNumber, zPage, type BlockedNumber } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { BLOCKED_NUMBERS_KEY } from './keys';

export const BLOCKED_NUMBER_FILTERS = ['product_id', 'draw_id', 'number', 'partner_id', 'state'] as const;
const ZPage = zPage(ZBlockedNumber);

/** The blocks of the user's network as a table (page 1, 100 per page, spec §9); state in the URL. */
export function useBlockedNumberList() {
  return useListQuery<BlockedNumber>({
    queryKey: BLOCKED_NUMBERS_KEY,
    path: listBlockedNumbers.path,
    parse: (body) => ZPage.parse(body),
    filterKeys: BLOCKED_NUMBER_FILTERS,
  });
}
