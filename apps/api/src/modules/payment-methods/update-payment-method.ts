import type { PartnerPaymentMethod } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { PAYMENT_METHOD_CONFLICTS, MISSING_PAYMENT_METHOD } from './payment-method-rules';

export async function updatePaymentMethod(
  ctx: UseCaseContext,
  id: number,
  input: repo.PaymentMethodValues,
): Promise<PartnerPaymentMethod> {
  const partnerId = ctx.principal.partner.id;
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findOwnMethod(tx.db, partnerId, id, true);
      if (!before) throw notFound(MISSING_PAYMENT_METHOD);
      await repo.updateMethod(tx.db, id, input);
      const after = (await repo.findOwnMethod(tx.db, partnerId, id))!;
      await tx.audit({
        action: 'UPDATE',
        entity: 'payment_method',
        entityId: id,
        subjectPartnerId: partnerId,
        before,
        after,
      });
      return after;
    },
    PAYMENT_METHOD_CONFLICTS,
  );
}
