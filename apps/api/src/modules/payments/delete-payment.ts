import type { UseCaseContext } from '../../lib/use-case';
import { changePaymentStatus } from './change-payment-status';

/** The payer deletes a payment of its own that is pending or rejected. */
export const deletePayment = (ctx: UseCaseContext, paymentId: number) =>
  changePaymentStatus(ctx, paymentId, {
    action: 'DELETE',
    from: ['PENDING', 'REJECTED'],
    to: 'DELETED',
    side: 'payer_id',
    refusal: 'Solo el asociado que reportó el pago lo elimina.',
  });
