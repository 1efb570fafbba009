import {
  confirmPayment,
  deletePayment,
  getPaymentEvidence,
  getPaymentPayee,
  listPayments,
  pathOf,
  rejectPayment,
  savePayment,
  ZPayment,
  ZPaymentPayee,
  type SavePaymentRequest,
} from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEndpointList } from '@/components/data-table';
import { api } from '@/lib/http';
import { PAYMENTS_KEY, useInvalidateAccounting } from './keys';

/** Payments sent and received by the user's network, with their states; state in the URL. */
export function usePaymentList() {
  return useEndpointList(listPayments, {
    queryKey: PAYMENTS_KEY,
    filterKeys: ['status', 'direction', 'currency', 'from_date', 'to_date'],
    defaultSort: 'created_at',
    defaultOrder: 'desc',
  });
}

/** Whom the user's partner pays and the methods it receives in. */
export function usePaymentPayee() {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'payee'],
    queryFn: async () => ZPaymentPayee.parse(await api.get(getPaymentPayee.path)),
  });
}

/** Where an evidence image of a payment is served (shown with the shared EvidenceImage). */
export const paymentEvidencePath = (paymentId: number, imageId: number) =>
  pathOf(getPaymentEvidence, { id: paymentId, image_id: imageId });

function usePaymentAction<I>(run: (input: I) => Promise<unknown>, successMessage: string) {
  const invalidate = useInvalidateAccounting();
  return useMutation({
    mutationFn: async (input: I) => ZPayment.parse(await run(input)),
    onSuccess: invalidate,
    meta: { successMessage },
  });
}

export const useSavePayment = () =>
  usePaymentAction((body: SavePaymentRequest) => api.post(savePayment.path, body), 'Pago reportado.');
export const useConfirmPayment = () =>
  usePaymentAction((id: number) => api.post(confirmPayment.path, { payment_id: id }), 'Pago confirmado.');
export const useRejectPayment = () =>
  usePaymentAction(
    ({ id, observation }: { id: number; observation: string }) =>
      api.post(rejectPayment.path, { payment_id: id, observation }),
    'Pago rechazado.',
  );
export const useDeletePayment = () =>
  usePaymentAction((id: number) => api.post(deletePayment.path, { payment_id: id }), 'Pago eliminado.');
