import type { PartnerPaymentMethod } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { PAYMENT_METHOD_CONFLICTS } from './payment-method-rules';

/** A method of the caller's own partner: methods are where that partner receives money. */
export async function createPaymentMethod(
  ctx: UseCaseContext,
  input: repo.PaymentMethodValues,
): Promise<PartnerPaymentMethod> {
  const partnerId = ctx.principal.partner.id;
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await repo.insertMethod(tx.db, partnerId, input);
      const after = (await repo.findOwnMethod(tx.db, partnerId, id))!;
      await tx.audit({ action: 'CREATE', entity: 'payment_method', entityId: id, subjectPartnerId: partnerId, after });
      return after;
    },
    PAYMENT_METHOD_CONFLICTS,
  );
}
