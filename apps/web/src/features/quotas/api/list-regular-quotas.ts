import { listRegularQuotas, ZListRegularQuotasResponse, type RegularQuota } from '@banca/contracts';
import { useNetworkSettingsList } from '@/features/registry-common';
import { QUOTAS_KEY } from './keys';

/** The cupos set anywhere in the subtree. */
export function useRegularQuotaList() {
  return useNetworkSettingsList<RegularQuota>({
    queryKey: [...QUOTAS_KEY, 'list'],
    path: listRegularQuotas.path,
    parse: (body) => ZListRegularQuotasResponse.parse(body),
  });
}
