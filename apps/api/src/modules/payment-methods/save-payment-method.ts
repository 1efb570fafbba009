import type { PartnerPaymentMethod } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UniqueConflicts, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

const CONFLICTS: UniqueConflicts = {
  payment_methods_alias_uq: { field: 'alias', message: 'Ya tiene un método de pago con ese alias.' },
};
const MISSING = 'El método de pago no existe.';

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
    CONFLICTS,
  );
}

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
      if (!before) throw notFound(MISSING);
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
    CONFLICTS,
  );
}

export async function deletePaymentMethod(ctx: UseCaseContext, id: number): Promise<PartnerPaymentMethod> {
  const partnerId = ctx.principal.partner.id;
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findOwnMethod(tx.db, partnerId, id, true);
    if (!before) throw notFound(MISSING);
    await repo.markMethodDeleted(tx.db, id);
    await tx.audit({ action: 'DELETE', entity: 'payment_method', entityId: id, subjectPartnerId: partnerId, before });
    return before;
  });
}
