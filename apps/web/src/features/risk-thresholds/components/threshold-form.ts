import {
  isPercentThreshold,
  ZCurrency,
  ZRiskThresholdKind,
  ZSaveRiskThresholdRequest,
  type Currency,
  type RiskThreshold,
  type SaveRiskThresholdRequest,
} from '@banca/contracts';
import { z } from 'zod';

/**
 * The threshold dialog's values: the reach is one select (`''` every product, `L<id>` a lottery,
 * `P<id>` a product); the amount and currency are kept while the kind is a percentage one.
 */
const ZFormFields = z.object({
  kind: ZRiskThresholdKind,
  percent: z.unknown(),
  amount: z.string(),
  currency: ZCurrency,
  reach: z.string(),
  active: z.boolean(),
});
export type ThresholdForm = z.infer<typeof ZFormFields>;

/** The form as the endpoint takes it. */
export function toSaveRequest(form: ThresholdForm): SaveRiskThresholdRequest {
  const percentKind = isPercentThreshold(form.kind);
  const reachId = Number(form.reach.slice(1)) || null;
  return {
    kind: form.kind,
    percent: percentKind ? (form.percent as number | undefined) : null,
    amount: percentKind ? null : form.amount,
    currency: percentKind ? null : form.currency,
    lottery_id: form.reach.startsWith('L') ? reachId : null,
    product_id: form.reach.startsWith('P') ? reachId : null,
    active: form.active,
  };
}

/** The contract's own rules and messages, placed on the form's fields. */
export const ZThresholdForm = ZFormFields.superRefine((form, ctx) => {
  const parsed = ZSaveRiskThresholdRequest.safeParse(toSaveRequest(form));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'kind');
    const path = field === 'lottery_id' || field === 'product_id' ? 'reach' : field;
    ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
  }
});

/** The dialog's first values: the threshold's, or a notice at 80 % on every product. */
export function formOf(threshold: RiskThreshold | undefined, currency: Currency): ThresholdForm {
  if (!threshold) return { kind: 'NOTIFY_PERCENT', percent: 80, amount: '', currency, reach: '', active: true };
  return {
    kind: threshold.kind,
    percent: threshold.percent ?? undefined,
    amount: threshold.amount ?? '',
    currency: threshold.currency ?? currency,
    reach: threshold.lottery ? `L${threshold.lottery.id}` : threshold.product ? `P${threshold.product.id}` : '',
    active: threshold.active,
  };
}
