import { listPaymentMethods } from '@banca/contracts';
import { useEndpointList } from '@/components/data-table';
import { PAYMENT_METHODS_KEY } from './keys';

/** The user's partner's payment methods as a table; its state in the URL. */
export function usePaymentMethodList() {
  return useEndpointList(listPaymentMethods, {
    queryKey: PAYMENT_METHODS_KEY,
    filterKeys: ['search', 'type', 'active'],
  });
}
