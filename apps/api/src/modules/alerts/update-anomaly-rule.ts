import { ANOMALY_PARAMS, type AnomalyRule, type UpdateAnomalyRuleRequest } from '@banca/contracts';
import { invalidField, notFound } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { findRule, updateRule } from './anomaly-rule-repository';

/**
 * Changes a rule of the caller's banca: its parameters (validated for its kind, in Spanish, naming
 * the parameter), or turns it on or off. Audited. Alerts already raised stay as they are.
 */
export async function updateAnomalyRule(
  ctx: UseCaseContext,
  input: { id: number; changes: UpdateAnomalyRuleRequest },
): Promise<AnomalyRule> {
  const bancaId = chainOf(ctx.principal.partner.path)[0]!;
  return inTransaction(ctx, async (tx) => {
    const before = await findRule(tx.db, bancaId, input.id);
    if (!before) throw notFound('La regla no existe.');
    let params: object = before.params;
    if (input.changes.params !== undefined) {
      const parsed = ANOMALY_PARAMS[before.kind].safeParse(input.changes.params);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const key = issue.path.join('.');
        const message = issue.code === 'unrecognized_keys' ? 'La regla no tiene ese parámetro.' : issue.message;
        throw invalidField(key ? `params.${key}` : 'params', message);
      }
      params = parsed.data;
    }
    await updateRule(tx.db, input.id, params, input.changes.active ?? before.active);
    const after = (await findRule(tx.db, bancaId, input.id))!;
    await tx.audit({
      action: 'UPDATE',
      entity: 'anomaly_rule',
      entityId: input.id,
      subjectPartnerId: bancaId,
      before,
      after,
    });
    return after;
  });
}
