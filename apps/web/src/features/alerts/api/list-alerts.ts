import { listAlerts } from '@banca/contracts';
import { useEndpointList } from '@/components/data-table';
import { ALERTS_KEY } from './keys';

export const ALERT_FILTERS = ['status', 'kind', 'from', 'to', 'partner_id'] as const;

/** The alerts of the user's part of the network, newest first; filters, page and sort in the URL. */
export function useAlertList() {
  return useEndpointList(listAlerts, {
    queryKey: ALERTS_KEY,
    filterKeys: ALERT_FILTERS,
    defaultSort: 'raised_at',
    defaultOrder: 'desc',
    defaultPerPage: 50,
  });
}
