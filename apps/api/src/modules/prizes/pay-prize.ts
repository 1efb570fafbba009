import type { Ticket } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { raise } from '../../lib/domain-events';
import { loadTicket } from '../tickets';
import { findPrizeTicket, payingTaquillaOf } from './find-prize';
import { prizeRefusal } from './prize-rules';
import { findBancaTicket, insertPrizePayment, insertPrizeWinner, markPaid } from './repository';
import { identifiedWinner, winnerRequired, type WinnerInput } from './winner-rules';

export interface PrizeInput {
  serial: string;
  security_code: string;
  taquilla_id?: number | undefined;
}

export interface PayPrizeInput extends PrizeInput {
  winner?: WinnerInput | undefined;
}

/**
 * Pays a prize once (DOMAIN §5): in one transaction the ticket turns PAGADO only if it is still
 * PREMIADO and unexpired (the row lock makes concurrent payments queue: one wins, the others
 * find it PAGADO), the payment is recorded for the paying taquilla on the banca's business date,
 * the outcome «Pago de premio» linked to the ticket counts in the taquilla's open cash register
 * (ADR 045; the `prize.paid` event, ADR 053), and the audit rows are written. A prize that reaches
 * the banca's "Identificar ganadores desde" is paid only with the winner identified, kept with the
 * payment in the same transaction; below it the winner is neither asked for nor kept.
 */
export async function payPrize(ctx: UseCaseContext, input: PayPrizeInput): Promise<Ticket> {
  const taquilla = await payingTaquillaOf(ctx, input.taquilla_id);
  const found = await findPrizeTicket(ctx.db, taquilla, input.serial, input.security_code, ctx.principal.id);
  const refusal = prizeRefusal(found, taquilla);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  const winner = winnerRequired(found.prizeTotal, taquilla) ? identifiedWinner(input.winner, taquilla) : null;
  return inTransaction(ctx, async (tx) => {
    const paid = await markPaid(tx.db, found.id);
    if (!paid) {
      // Another payment (or the clock) got there first: say what the ticket is now.
      const now = await findBancaTicket(tx.db, taquilla.bancaId, found.serial);
      const late = now ? prizeRefusal(now, taquilla) : null;
      throw late ? new AppError(late.code, late.message) : new AppError('PRIZE_ALREADY_PAID');
    }
    const paymentId = await insertPrizePayment(tx.db, {
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
    if (winner) {
      await insertPrizeWinner(tx.db, { paymentId, ticketId: found.id, bancaId: taquilla.bancaId, ...winner });
      // The whole identity goes to the tamper-evident log: it is what a regulator checks (ADR 057).
      await tx.audit({
        action: 'IDENTIFY_PRIZE_WINNER',
        entity: 'prize_winner',
        entityId: found.id,
        subjectPartnerId: taquilla.id,
        before: null,
        after: { serial: found.serial, amount: paid.amount, currency: paid.currency, ...winner },
      });
    }
    return (await loadTicket(tx.db, { id: found.id }, null))!;
  });
}
