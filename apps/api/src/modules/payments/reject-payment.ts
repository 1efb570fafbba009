import type { UseCaseContext } from '../../lib/use-case';
import { changePaymentStatus } from './change-payment-status';

/** The payee rejects a pending payment with its reason: the payer may correct it or delete it. */
export const rejectPayment = (ctx: UseCaseContext, paymentId: number, observation: string) =>
  changePaymentStatus(ctx, paymentId, {
    action: 'REJECT',
    from: ['PENDING'],
    to: 'REJECTED',
    side: 'payee_id',
    refusal: 'Solo el asociado que recibe el pago lo rechaza.',
    observation,
  });
