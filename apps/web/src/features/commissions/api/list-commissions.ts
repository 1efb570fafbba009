import { listCommissions, ZListCommissionsResponse, type Commission } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { COMMISSIONS_KEY } from './keys';

/** Every commission set in the subtree (POST list; state in the URL with the `c_` prefix). */
export function useCommissionList() {
  return useListQuery<Commission>({
    queryKey: [...COMMISSIONS_KEY, 'list'],
    path: listCommissions.path,
    method: 'POST',
    parse: (body) => ZListCommissionsResponse.parse(body),
    filterKeys: ['partner_id', 'product_id'],
    prefix: 'c_',
    defaultPerPage: 25,
  });
}
