import type { RiskThreshold } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './risk-threshold-repository';
import { forgetCrossings } from './risk-watch-repository';
import { bancaOf, checkNarrowing, THRESHOLD_CONFLICTS, valuesOf, type SaveInput } from './threshold-rules';

/** What a crossing means changed (not only whether the rule is on). */
const valueChanged = (before: RiskThreshold, after: RiskThreshold) =>
  JSON.stringify({ ...before, active: null, updated_at: null }) !==
  JSON.stringify({ ...after, active: null, updated_at: null });

/**
 * Changes one of the banca's thresholds, or turns it off (`active: false`) or on again. A new value is
 * signalled afresh (the rule forgets its crossings); turned off and on, it remembers them; blocks it made stay until a person lifts them. Audited.
 */
export async function updateRiskThreshold(
  ctx: UseCaseContext,
  input: { id: number; changes: SaveInput },
): Promise<RiskThreshold> {
  const bancaId = bancaOf(ctx);
  const values = valuesOf(input.changes);
  await checkNarrowing(ctx.db, values);
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findThreshold(tx.db, bancaId, input.id);
      if (!before) throw notFound('El umbral no existe.');
      await repo.updateThreshold(tx.db, input.id, values);
      const after = (await repo.findThreshold(tx.db, bancaId, input.id))!;
      if (valueChanged(before, after)) await forgetCrossings(tx.db, input.id);
      await tx.audit({
        action: 'UPDATE',
        entity: 'risk_threshold',
        entityId: input.id,
        subjectPartnerId: bancaId,
        before,
        after,
      });
      return after;
    },
    THRESHOLD_CONFLICTS,
  );
}
