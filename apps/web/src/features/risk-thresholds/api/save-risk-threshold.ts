import {
  createRiskThreshold as createEndpoint,
  pathOf,
  updateRiskThreshold as updateEndpoint,
  ZRiskThreshold,
  type RiskThreshold,
  type SaveRiskThresholdRequest,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateRiskThresholds } from './keys';

export async function createRiskThreshold(body: SaveRiskThresholdRequest): Promise<RiskThreshold> {
  return ZRiskThreshold.parse(await api.post(createEndpoint.path, body));
}

export async function updateRiskThreshold(id: number, body: SaveRiskThresholdRequest): Promise<RiskThreshold> {
  return ZRiskThreshold.parse(await api.put(pathOf(updateEndpoint, { id }), body));
}

export function useCreateRiskThreshold() {
  const invalidate = useInvalidateRiskThresholds();
  return useMutation({
    mutationFn: createRiskThreshold,
    onSuccess: invalidate,
    meta: { successMessage: 'Umbral agregado.' },
  });
}

/** Saves a change to one threshold; `message` says what the change was (edited, turned off or on). */
export function useUpdateRiskThreshold(message = 'Umbral actualizado.') {
  const invalidate = useInvalidateRiskThresholds();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SaveRiskThresholdRequest }) => updateRiskThreshold(id, body),
    onSuccess: invalidate,
    meta: { successMessage: message },
  });
}

/** The body that saves `threshold` as it is, with `changes` on top. */
export const bodyOf = (threshold: RiskThreshold, changes: Partial<SaveRiskThresholdRequest> = {}) => ({
  kind: threshold.kind,
  percent: threshold.percent,
  amount: threshold.amount,
  currency: threshold.currency,
  lottery_id: threshold.lottery?.id ?? null,
  product_id: threshold.product?.id ?? null,
  active: threshold.active,
  ...changes,
});
