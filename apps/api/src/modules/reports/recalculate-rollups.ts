import type { RecalculateRollupsRequest, RecalculateRollupsResponse } from '@banca/contracts';
import { chainOf } from '../../lib/chain';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { dateRangeOf } from './date-range';
import { rebuildRollups, rollupRowCounts } from './repository';

/**
 * Rebuilds the sales rollups of the caller's banca for a range of business dates from its tickets
 * and plays, in one transaction with its audit row. The result is what the triggers and the
 * folder built; running it again changes nothing.
 */
export async function recalculateRollups(
  ctx: UseCaseContext,
  input: RecalculateRollupsRequest,
): Promise<RecalculateRollupsResponse> {
  const { from, to } = await dateRangeOf(ctx, input);
  const bancaId = chainOf(ctx.principal.partner.path)[0]!;
  return inTransaction(ctx, async (tx) => {
    await rebuildRollups(tx.db, bancaId, from, to);
    const counts = await rollupRowCounts(tx.db, bancaId, from, to);
    const answer = { from_date: from, to_date: to, ...counts };
    await tx.audit({
      action: 'RECALCULATE',
      entity: 'sales_rollups',
      entityId: bancaId,
      subjectPartnerId: bancaId,
      after: answer,
    });
    return answer;
  });
}
