import type { Ticket } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { raise } from '../../lib/domain-events';
import { loadTicket } from '../tickets';
import { findPrizeTicket, payingTaquillaOf } from './find-prize';
import { prizeRefusal } from './prize-rules';
import { findBancaTicket, insertPrizePayment, markPaid } from './repository';

export interface PrizeInput {
  serial: string;
  security_code: string;
  taquilla_id?: number | undefined;
}

/**
 * Pays a prize once (DOMAIN §5): in one transaction the ticket turns PAGADO only if it is still
 * PREMIADO and unexpired (the row lock makes concurrent payments queue: one wins, the others
 * find it PAGADO), the payment is recorded for the paying taquilla on the banca's business date,
 * the outcome «Pago de premio» linked to the ticket counts in the taquilla's open cash register
 * (ADR 045; the `prize.paid` event, ADR 053), and the audit rows are written.
 */
export async function payPrize(ctx: UseCaseContext, input: PrizeInput): Promise<Ticket> {
  const taquilla = await payingTaquillaOf(ctx, input.taquilla_id);
  const found = await findPrizeTicket(ctx.db, taquilla, input.serial, input.security_code);
  const refusal = prizeRefusal(found, taquilla);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  return inTransaction(ctx, async (tx) => {
    const paid = await markPaid(tx.db, found.id);
    if (!paid) {
      // Another payment (or the clock) got there first: say what the ticket is now.
      const now = await findBancaTicket(tx.db, taquilla.bancaId, found.serial);
      const late = now ? prizeRefusal(now, taquilla) : null;
      throw late ? new AppError(late.code, late.message) : new AppError('PRIZE_ALREADY_PAID');
    }
    await insertPrizePayment(tx.db, {
      ticketId: found.id,
      taquillaId: taquilla.id,
      userId: ctx.principal.id,
      amount: paid.amount,
      currency: paid.currency,
      timezone: taquilla.timezone,
    });
    await raise(tx, 'prize.paid', {
      taquillaId: taquilla.id,
      ticketId: found.id,
      serial: found.serial,
      amount: paid.amount,
      currency: paid.currency,
    });
    await tx.audit({
      action: 'PAY_PRIZE',
      entity: 'prize_payment',
      entityId: found.id,
      subjectPartnerId: taquilla.id,
      before: { serial: found.serial, status: 'PREMIADO' },
      after: {
        serial: found.serial,
        status: 'PAGADO',
        amount: paid.amount,
        currency: paid.currency,
        taquilla: taquilla.name,
      },
    });
    return (await loadTicket(tx.db, { id: found.id }, null))!;
  });
}
