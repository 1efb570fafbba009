import type { SalesTarget } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './sales-target-repository';
import { changeable } from './target-rules';

/** Deletes a target of a partner below the caller; answers it as it was. Audited. */
export async function deleteSalesTarget(ctx: UseCaseContext, id: number): Promise<SalesTarget> {
  const { scope } = ctx;
  return inTransaction(ctx, async (tx) => {
    const before = changeable(scope, await repo.findSalesTarget(tx.db, scope, id));
    await repo.deleteSalesTarget(tx.db, id);
    await tx.audit({
      action: 'DELETE',
      entity: 'sales_target',
      entityId: id,
      subjectPartnerId: before.partner_id,
      before,
    });
    return before;
  });
}
