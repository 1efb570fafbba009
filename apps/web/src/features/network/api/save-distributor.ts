import {
  createDistributor,
  deleteDistributor,
  updateDistributor,
  ZDistributorResponse,
  type PartnerInput,
  type PartnerStatus,
  pathOf,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateNetwork } from './keys';

export type DistributorValues = PartnerInput & { status?: PartnerStatus };

export async function saveDistributor({ id, values }: { id: number | null; values: DistributorValues }) {
  const body = id
    ? await api.put(pathOf(updateDistributor, { id }), values)
    : await api.post(createDistributor.path, values);
  return ZDistributorResponse.parse(body);
}

/** Creates (id null) or changes a distributor; a new parent moves it with its subtree. */
export function useSaveDistributor() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: saveDistributor,
    onSuccess: invalidate,
    meta: { successMessage: 'Distribuidor guardado.' },
  });
}

export async function deactivateDistributor(id: number) {
  return ZDistributorResponse.parse(await api.delete(pathOf(deleteDistributor, { id })));
}

export function useDeactivateDistributor() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: deactivateDistributor,
    onSuccess: invalidate,
    meta: { successMessage: 'Distribuidor desactivado.' },
  });
}
