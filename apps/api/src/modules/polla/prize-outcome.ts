import { PRIZE_EXPENSE_TYPE } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { expenseTypeByCode } from '../cash/movement-repository';
import { writeMovement } from '../cash/record-movement';

/**
 * A polla prize paid at a taquilla is an outcome «Pago de premio» of its open cash register,
 * written in the payment's own transaction. Cash links outcomes to sale tickets by id, which a
 * polla ticket's id could repeat, so the polla ticket is named by its serial in the description.
 */
export async function recordPollaPrizeOutcome(
  tx: UseCaseContext,
  prize: { taquillaId: number; serial: string; amount: string; currency: string },
) {
  const type = await expenseTypeByCode(tx.db, PRIZE_EXPENSE_TYPE);
  if (!type) throw new AppError('INTERNAL_ERROR');
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
    description: `Premio de polla, ticket ${prize.serial}`,
    expenseTypeId: type.id,
    ticketId: null,
    evidenceImageIds: [],
    batchId: null,
    status: 'APROBADO',
    createdBy: tx.principal.id,
  });
}
