import type { Payment, PaymentStatus } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { postEntry } from '../ledger';
import { raise } from '../../lib/domain-events';
import * as repo from './repository';

export interface StatusChange {
  action: string;
  from: readonly PaymentStatus[];
  to: PaymentStatus;
  /** Whose move it is: the payee decides, the payer deletes. */
  side: 'payer_id' | 'payee_id';
  refusal: string;
  observation?: string;
}

/**
 * One state change of a payment in one transaction with its audit row (and, for a confirmation,
 * its ledger entry). The guarded update makes concurrent calls queue on the row: one moves it,
 * the others find it moved and get a 409 without writing anything.
 */
export async function changePaymentStatus(
  ctx: UseCaseContext,
  paymentId: number,
  step: StatusChange,
): Promise<Payment> {
  const partnerId = ctx.principal.partner.id;
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findPayment(tx.db, ctx.scope, paymentId);
    if (!before) throw notFound('El pago no existe.');
    if (before[step.side] !== partnerId) throw new AppError('FORBIDDEN', step.refusal);
    const moved = await repo.movePayment(tx.db, paymentId, {
      from: step.from,
      to: step.to,
      side: step.side,
      by: partnerId,
      userId: ctx.principal.id,
      observation: step.observation ?? null,
    });
    if (!moved)
      throw new AppError(
        'CONFLICT',
        `El pago ya está ${STATE_WORDS[(await repo.findPayment(tx.db, ctx.scope, paymentId))?.status ?? 'DELETED']}.`,
      );
    if (step.to === 'CONFIRMED') {
      await postEntry(tx.db, {
        businessDate: before.payment_date,
        accountId: before.account_id,
        contributorId: before.payer_id,
        beneficiaryId: before.payee_id,
        currency: before.currency,
        amount: BigInt(before.amount),
        origin: 'AUTOMATIC',
        kind: 'PAYMENT',
        observation: `Pago ${before.reference}`,
        createdBy: ctx.principal.id,
        paymentId,
      });
    }
    const after = (await repo.findPayment(tx.db, ctx.scope, paymentId)) ?? { ...before, status: step.to };
    if (step.to === 'CONFIRMED' || step.to === 'REJECTED') await raise(tx, 'payment.decided', { payment: after });
    await tx.audit({
      action: step.action,
      entity: 'payment',
      entityId: paymentId,
      subjectPartnerId: before.payer_id,
      before,
      after,
    });
    return after;
  });
}

const STATE_WORDS: Record<PaymentStatus, string> = {
  PENDING: 'pendiente',
  CONFIRMED: 'confirmado',
  REJECTED: 'rechazado',
  DELETED: 'eliminado',
};
