import {
  createPaymentMethod as createEndpoint,
  deletePaymentMethod as deleteEndpoint,
  pathOf,
  updatePaymentMethod as updateEndpoint,
  ZPartnerPaymentMethod,
  type PartnerPaymentMethod,
  type SavePaymentMethodRequest,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidatePaymentMethods } from './keys';

/** Creates a method, or changes it when an id is given. */
export async function savePaymentMethod({
  id,
  body,
}: {
  id?: number;
  body: SavePaymentMethodRequest;
}): Promise<PartnerPaymentMethod> {
  const answer = id ? await api.put(pathOf(updateEndpoint, { id }), body) : await api.post(createEndpoint.path, body);
  return ZPartnerPaymentMethod.parse(answer);
}

export function useSavePaymentMethod() {
  const invalidate = useInvalidatePaymentMethods();
  return useMutation({
    mutationFn: savePaymentMethod,
    onSuccess: invalidate,
    meta: { successMessage: 'Método de pago guardado.' },
  });
}

export function useDeletePaymentMethod() {
  const invalidate = useInvalidatePaymentMethods();
  return useMutation({
    mutationFn: async (id: number) => ZPartnerPaymentMethod.parse(await api.delete(pathOf(deleteEndpoint, { id }))),
    onSuccess: invalidate,
    meta: { successMessage: 'Método de pago borrado.' },
  });
}
