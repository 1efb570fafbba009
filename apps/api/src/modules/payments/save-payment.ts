import { currencyLabel, type Currency, type Payment, type ZSavePaymentRequest } from '@banca/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { inTransaction, type UniqueConflicts, type UseCaseContext } from '../../lib/use-case';
import { bookableAccount } from '../ledger';
import { systemAccountId } from '../ledger';
import { assertWithinMoneyMaximum } from '../network';
import { findOwnMethod } from '../payment-methods';
import * as repo from './repository';
import { raise } from '../../lib/domain-events';

type SaveInput = z.output<typeof ZSavePaymentRequest>;

export const PAYMENT_CONFLICTS: UniqueConflicts = {
  payments_reference_uq: {
    field: 'reference',
    message: 'Ya reportó un pago con esa referencia en ese método de pago.',
  },
};

async function valuesOf(ctx: UseCaseContext, input: SaveInput): Promise<repo.PaymentValues> {
  const payer = ctx.principal.partner.id;
  const payee = await repo.payeeOf(ctx.db, payer);
  if (!payee) throw new AppError('UNPROCESSABLE', 'Su asociado no tiene a quién reportar pagos.');
  const method = await findOwnMethod(ctx.db, payee.id, input.payment_method_id);
  if (!method || !method.active) {
    throw invalidField('payment_method_id', `El método de pago no es uno activo de ${payee.name}.`);
  }
  if (input.currency !== ctx.principal.currency || input.currency !== payee.currency) {
    throw invalidField(
      'currency',
      `La moneda debe ser la de ambos asociados (${currencyLabel(payee.currency as Currency)}).`,
    );
  }
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency);
  const accountId = input.account_id
    ? (await bookableAccount(ctx, input.account_id)).id
    : await systemAccountId(ctx.db, 'PAGOS');
  return {
    payerId: payer,
    payeeId: payee.id,
    paymentMethodId: method.id,
    accountId,
    paymentDate: input.payment_date,
    currency: input.currency,
    amount: BigInt(input.amount),
    reference: input.reference,
    observation: input.observation,
  };
}

/**
 * Reports a payment to the partner responsible for the caller's payments, or corrects one of its
 * own that is pending or rejected: either way it is PENDING afterwards, with its evidence.
 */
export async function savePayment(ctx: UseCaseContext, input: SaveInput): Promise<Payment> {
  const values = await valuesOf(ctx, input);
  return inTransaction(
    ctx,
    async (tx) => {
      const before = input.payment_id ? await repo.findPayment(tx.db, ctx.scope, input.payment_id, true) : null;
      if (input.payment_id && (!before || before.payer_id !== values.payerId)) throw notFound('El pago no existe.');
      if (before && !['PENDING', 'REJECTED'].includes(before.status)) {
        throw new AppError('CONFLICT', 'Un pago confirmado no se corrige.');
      }
      const allowed = await repo.attachableImages(tx.db, ctx.principal.id, before?.id ?? null, input.image_ids);
      const foreign = input.image_ids.find((id) => !allowed.has(id));
      if (foreign) throw invalidField('image_ids', `La imagen ${foreign} no es un comprobante suyo.`);
      const id = before ? before.id : await repo.insertPayment(tx.db, values, ctx.principal.id);
      if (before) await repo.resubmitPayment(tx.db, id, values);
      await repo.replaceImages(tx.db, id, input.image_ids);
      const after = (await repo.findPayment(tx.db, ctx.scope, id))!;
      await raise(tx, 'payment.reported', { payment: after, corrected: before !== null });
      await tx.audit({
        action: before ? 'RESUBMIT' : 'CREATE',
        entity: 'payment',
        entityId: id,
        subjectPartnerId: values.payerId,
        before,
        after,
      });
      return after;
    },
    PAYMENT_CONFLICTS,
  );
}
