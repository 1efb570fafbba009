import {
  pathOf,
  updateAnomalyRule as updateEndpoint,
  ZAnomalyRule,
  type AnomalyRule,
  type UpdateAnomalyRuleRequest,
} from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { ANOMALY_RULES_KEY } from './keys';

export async function updateAnomalyRule(id: number, body: UpdateAnomalyRuleRequest): Promise<AnomalyRule> {
  return ZAnomalyRule.parse(await api.patch(pathOf(updateEndpoint, { id }), body));
}

/** Saves a rule's parameters or turns it on or off. */
export function useUpdateAnomalyRule(message = 'Regla actualizada.') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAnomalyRuleRequest }) => updateAnomalyRule(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ANOMALY_RULES_KEY }),
    meta: { successMessage: message },
  });
}
