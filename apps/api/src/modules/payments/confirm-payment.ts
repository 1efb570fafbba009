import type { UseCaseContext } from '../../lib/use-case';
import { changePaymentStatus } from './change-payment-status';

/** The payee confirms a pending payment: it is CONFIRMED and its ledger entry is posted. */
export const confirmPayment = (ctx: UseCaseContext, paymentId: number) =>
  changePaymentStatus(ctx, paymentId, {
    action: 'CONFIRM',
    from: ['PENDING'],
    to: 'CONFIRMED',
    side: 'payee_id',
    refusal: 'Solo el asociado que recibe el pago lo confirma.',
  });
