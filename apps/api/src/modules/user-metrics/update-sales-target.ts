import type { SalesTarget, ZUpdateSalesTargetRequest } from '@banca/contracts';
import type { z } from 'zod';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './sales-target-repository';
import { changeable, TARGET_CONFLICTS } from './target-rules';

/** Changes a target's period, amount or note; its partner and currency stay. Audited. */
export async function updateSalesTarget(
  ctx: UseCaseContext,
  input: { id: number; changes: z.output<typeof ZUpdateSalesTargetRequest> },
): Promise<SalesTarget> {
  const { scope } = ctx;
  return inTransaction(
    ctx,
    async (tx) => {
      const before = changeable(scope, await repo.findSalesTarget(tx.db, scope, input.id));
      await repo.updateSalesTarget(tx.db, input.id, {
        dateFrom: input.changes.date_from,
        dateTo: input.changes.date_to,
        targetAmount: BigInt(input.changes.target_amount),
        note: input.changes.note?.trim() || null,
      });
      const after = (await repo.findSalesTarget(tx.db, scope, input.id))!;
      await tx.audit({
        action: 'UPDATE',
        entity: 'sales_target',
        entityId: input.id,
        subjectPartnerId: before.partner_id,
        before,
        after,
      });
      return after;
    },
    TARGET_CONFLICTS,
  );
}
