import {
  getPartnerCommissions as endpoint,
  ZPartnerCommissionsResponse,
  type PartnerCommissionsResponse,
  pathOf,
} from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { COMMISSIONS_KEY } from './keys';

export async function getPartnerCommissions(partnerId: number): Promise<PartnerCommissionsResponse> {
  return ZPartnerCommissionsResponse.parse(await api.get(pathOf(endpoint, { agencyPartnerId: partnerId })));
}

export const partnerCommissionsQuery = (partnerId: number) =>
  queryOptions({ queryKey: [...COMMISSIONS_KEY, 'sheet', partnerId], queryFn: () => getPartnerCommissions(partnerId) });

/** A partner's commission sheet: every product, set or not. */
export const usePartnerCommissions = (partnerId: number | null) =>
  useQuery({ ...partnerCommissionsQuery(partnerId ?? 0), enabled: partnerId !== null });
