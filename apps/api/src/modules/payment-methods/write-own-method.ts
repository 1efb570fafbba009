import type { PartnerPaymentMethod } from '@banca/contracts';
import type { Db } from '../../db/client';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { PAYMENT_METHOD_CONFLICTS } from './payment-method-rules';

/**
 * A change to one of the caller's own methods (methods are where that partner receives money), in
 * one transaction with its audit: `write` makes it and answers the method's id and, for a change
 * to an existing one, what it was. Answers the method as it is now.
 */
export function writeOwnMethod(
  ctx: UseCaseContext,
  action: 'CREATE' | 'UPDATE',
  write: (db: Db, partnerId: number) => Promise<{ id: number; before?: PartnerPaymentMethod }>,
): Promise<PartnerPaymentMethod> {
  const partnerId = ctx.principal.partner.id;
  return inTransaction(
    ctx,
    async (tx) => {
      const { id, before } = await write(tx.db, partnerId);
      const after = (await repo.findOwnMethod(tx.db, partnerId, id))!;
      await tx.audit({ action, entity: 'payment_method', entityId: id, subjectPartnerId: partnerId, before, after });
      return after;
    },
    PAYMENT_METHOD_CONFLICTS,
  );
}
