import type { RiskThreshold } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './risk-threshold-repository';
import { bancaOf, checkNarrowing, THRESHOLD_CONFLICTS, valuesOf, type SaveInput } from './threshold-rules';

/** Adds a risk threshold to the caller's banca; the risk watch applies it from its next pass. Audited. */
export async function createRiskThreshold(ctx: UseCaseContext, input: SaveInput): Promise<RiskThreshold> {
  const bancaId = bancaOf(ctx);
  const values = valuesOf(input);
  await checkNarrowing(ctx.db, values);
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await repo.insertThreshold(tx.db, bancaId, values);
      const after = (await repo.findThreshold(tx.db, bancaId, id))!;
      await tx.audit({ action: 'CREATE', entity: 'risk_threshold', entityId: id, subjectPartnerId: bancaId, after });
      return after;
    },
    THRESHOLD_CONFLICTS,
  );
}
