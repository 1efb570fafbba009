import { listCommissions, ZListCommissionsResponse, type Commission } from '@banca/contracts';
import { useNetworkSettingsList } from '@/features/registry-common';
import { COMMISSIONS_KEY } from './keys';

/** Every commission set in the subtree. */
export function useCommissionList() {
  return useNetworkSettingsList<Commission>({
    queryKey: [...COMMISSIONS_KEY, 'list'],
    path: listCommissions.path,
    parse: (body) => ZListCommissionsResponse.parse(body),
  });
}
