import { listPaymentMethods, ZPartnerPaymentMethod, zPage, type PartnerPaymentMethod } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { PAYMENT_METHODS_KEY } from './keys';

const ZPage = zPage(ZPartnerPaymentMethod);

/** The user's partner's payment methods as a table; its state in the URL. */
export function usePaymentMethodList() {
  return useListQuery<PartnerPaymentMethod>({
    queryKey: PAYMENT_METHODS_KEY,
    path: listPaymentMethods.path,
    parse: (body) => ZPage.parse(body),
    filterKeys: ['search', 'type', 'active'],
  });
}
