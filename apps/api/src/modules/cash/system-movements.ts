import { POLLA_ANNULMENT_EXPENSE_TYPE, PRIZE_EXPENSE_TYPE, type CashMovement } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import type { PollaTicketMoney } from '../../lib/domain-events';
import { outcomeTypeByCode } from './movement-repository';
import { writeMovement } from './write-movement';

/**
 * The movements the product writes itself, in the transaction of the ticket they follow (ADR 045,
 * 046, 053): a prize paid at a taquilla is an outcome «Pago de premio»; a polla ticket's sale is an
 * income, its annulment an outcome «Anulación de polla» giving the sale back, its prize an outcome
 * «Pago de premio». Each is cash counted at once in the open register, and never annulled or
 * corrected from the cash screens.
 */

async function systemOutcomeTypeId(tx: UseCaseContext, code: string): Promise<number> {
  const type = await outcomeTypeByCode(tx.db, code);
  if (!type) throw new AppError('INTERNAL_ERROR');
  return type.id;
}

/** A prize paid at a taquilla, linked to its ticket. */
export async function recordPrizeOutcome(
  tx: UseCaseContext,
  prize: { taquillaId: number; ticketId: number; amount: string; currency: string; description: string },
): Promise<CashMovement> {
  return writeMovement(tx, {
    kind: 'EGRESO',
    taquillaId: prize.taquillaId,
    currency: prize.currency,
    paymentMethod: 'EFECTIVO',
    amount: prize.amount,
    reference: null,
    exchangeAmount: null,
    exchangeCurrency: null,
    exchangeRate: null,
    description: prize.description,
    outcomeTypeId: await systemOutcomeTypeId(tx, PRIZE_EXPENSE_TYPE),
    ticketId: prize.ticketId,
    evidenceImageIds: [],
    batchId: null,
    status: 'APROBADO',
    writtenBySystem: true,
    createdBy: tx.principal.id,
  });
}

/**
 * A polla ticket's counted cash movement. Cash links outcomes to sale tickets by a unique id that a
 * polla ticket's id could repeat, so the polla ticket is named by its serial instead.
 */
function writePollaMovement(
  tx: UseCaseContext,
  ticket: PollaTicketMoney,
  movement: {
    kind: 'INGRESO' | 'EGRESO';
    amount: string;
    description: string;
    outcomeTypeId: number | null;
    reference: string | null;
  },
): Promise<CashMovement> {
  return writeMovement(tx, {
    ...movement,
    taquillaId: ticket.taquillaId,
    currency: ticket.currency,
    paymentMethod: 'EFECTIVO',
    exchangeAmount: null,
    exchangeCurrency: null,
    exchangeRate: null,
    ticketId: null,
    evidenceImageIds: [],
    batchId: null,
    status: 'APROBADO',
    writtenBySystem: true,
    createdBy: tx.principal.id,
  });
}

/** The unique reference of a polla sale in the cash register. */
export const pollaSaleReference = (serial: string) => `POLLA-${serial}`;

/**
 * The sale: an income of the ticket's price. Its reference names the ticket and is unique; the
 * serial is drawn at the sale, so nobody can have typed it before.
 */
export const recordPollaSaleIncome = (tx: UseCaseContext, sale: PollaTicketMoney & { price: string }) =>
  writePollaMovement(tx, sale, {
    kind: 'INGRESO',
    amount: sale.price,
    description: `Venta de polla, ticket ${sale.serial}`,
    outcomeTypeId: null,
    reference: pollaSaleReference(sale.serial),
  });

/** The annulment: the sale's income is not touched (append-only); an outcome gives its price back. */
export async function recordPollaAnnulmentOutcome(tx: UseCaseContext, annulled: PollaTicketMoney & { price: string }) {
  return writePollaMovement(tx, annulled, {
    kind: 'EGRESO',
    amount: annulled.price,
    description: `Anulación de polla, ticket ${annulled.serial}`,
    outcomeTypeId: await systemOutcomeTypeId(tx, POLLA_ANNULMENT_EXPENSE_TYPE),
    reference: null,
  });
}

/** The prize paid at a taquilla: an outcome «Pago de premio» of the amount paid. */
export async function recordPollaPrizeOutcome(tx: UseCaseContext, prize: PollaTicketMoney & { amount: string }) {
  return writePollaMovement(tx, prize, {
    kind: 'EGRESO',
    amount: prize.amount,
    description: `Premio de polla, ticket ${prize.serial}`,
    outcomeTypeId: await systemOutcomeTypeId(tx, PRIZE_EXPENSE_TYPE),
    reference: null,
  });
}
