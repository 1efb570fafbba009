import type { PartnerPaymentMethod } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { MISSING_PAYMENT_METHOD } from './payment-method-rules';

export async function deletePaymentMethod(ctx: UseCaseContext, id: number): Promise<PartnerPaymentMethod> {
  const partnerId = ctx.principal.partner.id;
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findOwnMethod(tx.db, partnerId, id, true);
    if (!before) throw notFound(MISSING_PAYMENT_METHOD);
    await repo.markMethodDeleted(tx.db, id);
    await tx.audit({ action: 'DELETE', entity: 'payment_method', entityId: id, subjectPartnerId: partnerId, before });
    return before;
  });
}
