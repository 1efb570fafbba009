import {
  ANOMALY_PARAM_LABELS,
  ANOMALY_PARAMS,
  type AnomalyKind,
  type AnomalyRule,
  type UpdateAnomalyRuleRequest,
} from '@banca/contracts';
import { z } from 'zod';

/** A rule's parameters in words: «Factor (veces): 4 · Mínimo de tickets: 20». */
export const paramsText = (rule: AnomalyRule) =>
  Object.entries(rule.params)
    .map(([key, value]) => `${ANOMALY_PARAM_LABELS[key] ?? key}: ${value}`)
    .join(' · ');

/** The rule dialog's values: the kind's own parameters, and whether it runs. */
export const ruleFormSchema = (kind: AnomalyKind) =>
  z.object({ state: z.enum(['ACTIVE', 'INACTIVE']), params: ANOMALY_PARAMS[kind] });
export type RuleForm = { state: 'ACTIVE' | 'INACTIVE'; params: Record<string, number | string> };

export const formOf = (rule: AnomalyRule): RuleForm => ({
  state: rule.active ? 'ACTIVE' : 'INACTIVE',
  params: { ...rule.params },
});

export const toUpdateRequest = (form: RuleForm): UpdateAnomalyRuleRequest => ({
  params: form.params,
  active: form.state === 'ACTIVE',
});
