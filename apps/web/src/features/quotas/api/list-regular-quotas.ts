import { listRegularQuotas, ZListRegularQuotasResponse, type RegularQuota } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { QUOTAS_KEY } from './keys';

/** The cupos set anywhere in the subtree (POST list; state in the URL with the `c_` prefix). */
export function useRegularQuotaList() {
  return useListQuery<RegularQuota>({
    queryKey: [...QUOTAS_KEY, 'list'],
    path: listRegularQuotas.path,
    method: 'POST',
    parse: (body) => ZListRegularQuotasResponse.parse(body),
    filterKeys: ['partner_id', 'product_id'],
    prefix: 'c_',
    defaultPerPage: 25,
  });
}
