import type { Currency, SalesTarget, ZCreateSalesTargetRequest } from '@banca/contracts';
import type { z } from 'zod';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './sales-target-repository';
import { assertNotOwnPartner, TARGET_CONFLICTS } from './target-rules';

/** Sets a sales target on a partner below the caller, in that partner's currency; audited. */
export async function createSalesTarget(
  ctx: UseCaseContext,
  input: z.output<typeof ZCreateSalesTargetRequest>,
): Promise<SalesTarget> {
  const { scope } = ctx;
  assertNotOwnPartner(scope, input.partner_id);
  const partner = await partnerInScopeOr404(ctx.db, scope, input.partner_id);
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await repo.insertSalesTarget(tx.db, {
        partnerId: partner.id,
        currency: partner.currency as Currency,
        dateFrom: input.date_from,
        dateTo: input.date_to,
        targetAmount: BigInt(input.target_amount),
        note: input.note?.trim() || null,
        createdBy: ctx.principal.id,
      });
      const after = (await repo.findSalesTarget(tx.db, scope, id))!;
      await tx.audit({ action: 'CREATE', entity: 'sales_target', entityId: id, subjectPartnerId: partner.id, after });
      return after;
    },
    TARGET_CONFLICTS,
  );
}
