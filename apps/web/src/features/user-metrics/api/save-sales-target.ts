import {
  createSalesTarget as createEndpoint,
  deleteSalesTarget as deleteEndpoint,
  pathOf,
  updateSalesTarget as updateEndpoint,
  ZSalesTarget,
  type CreateSalesTargetRequest,
  type SalesTarget,
  type UpdateSalesTargetRequest,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateSalesTargets } from './keys';

export async function createSalesTarget(body: CreateSalesTargetRequest): Promise<SalesTarget> {
  return ZSalesTarget.parse(await api.post(createEndpoint.path, body));
}

export async function updateSalesTarget(id: number, body: UpdateSalesTargetRequest): Promise<SalesTarget> {
  return ZSalesTarget.parse(await api.put(pathOf(updateEndpoint, { id }), body));
}

export async function deleteSalesTarget(id: number): Promise<SalesTarget> {
  return ZSalesTarget.parse(await api.delete(pathOf(deleteEndpoint, { id })));
}

export function useCreateSalesTarget() {
  const invalidate = useInvalidateSalesTargets();
  return useMutation({
    mutationFn: createSalesTarget,
    onSuccess: invalidate,
    meta: { successMessage: 'Meta de ventas fijada.' },
  });
}

export function useUpdateSalesTarget(id: number) {
  const invalidate = useInvalidateSalesTargets();
  return useMutation({
    mutationFn: (body: UpdateSalesTargetRequest) => updateSalesTarget(id, body),
    onSuccess: invalidate,
    meta: { successMessage: 'Meta de ventas actualizada.' },
  });
}

export function useDeleteSalesTarget() {
  const invalidate = useInvalidateSalesTargets();
  return useMutation({
    mutationFn: deleteSalesTarget,
    onSuccess: invalidate,
    meta: { successMessage: 'Meta de ventas eliminada.' },
  });
}
