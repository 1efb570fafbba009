import type { CashMovement, Currency } from '@banca/contracts';
import { AppError, invalidField } from '../../../lib/app-error';
import { raise } from '../../../lib/domain-events';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { isBelowCaller } from '../cash-taquilla';
import { auditedMovement, KIND_NAMES, lockedMovement } from '../locked-movement';
import { setMovementState, type MovementRow } from '../movement-repository';
import { businessDateOf, markChanged, openRegisterFor } from '../register-repository';

/** The event of a transaction decided, as the rest of the product hears it. */
const transactionDecided = (movement: MovementRow, approved: boolean, observation: string | null) => ({
  approved,
  kind: movement.kind,
  taquillaId: movement.taquilla_id,
  taquillaName: movement.taquilla_name,
  amount: movement.amount,
  currency: movement.currency as Currency,
  recordedBy: movement.created_by_id,
  observation,
});

/**
 * A superior approves or rejects a pending income or outcome (a transaction). Approved, it counts
 * in the open register of its date (or the next open one when that one is closed).
 */
export function decideTransaction(
  ctx: UseCaseContext,
  kind: 'INGRESO' | 'EGRESO',
  input: { id: number; action: 'APPROVE' | 'REJECT'; observation?: string | undefined },
): Promise<CashMovement> {
  if (input.action === 'REJECT' && !input.observation) throw invalidField('observation', 'Diga por qué se rechaza.');
  return inTransaction(ctx, async (tx) => {
    const movement = await lockedMovement(tx, kind, input.id);
    if (movement.created_by_id === tx.principal.id) {
      throw new AppError('UNPROCESSABLE', 'No puede aprobar ni rechazar un movimiento que usted registró.');
    }
    if (!isBelowCaller(tx, movement.taquilla_id)) {
      throw new AppError('UNPROCESSABLE', 'Un movimiento lo aprueba un superior de la taquilla.');
    }
    if (movement.status !== 'PENDIENTE') throw new AppError('CONFLICT', `${KIND_NAMES[kind]} ya fue atendido.`);
    const handled = { handledBy: tx.principal.id, observation: input.observation ?? null };
    if (input.action === 'REJECT') {
      await setMovementState(tx.db, movement.id, { status: 'RECHAZADO', cashRegisterId: null, ...handled });
      await raise(tx, 'cash.transaction-decided', transactionDecided(movement, false, handled.observation));
      return auditedMovement(tx, `CASH_${kind}_REJECT`, movement);
    }
    // It counts from the day it is approved: its business date becomes that day, in that day's register.
    const today = await businessDateOf(tx.db, movement.taquilla_id);
    const { id: registerId } = await openRegisterFor(tx.db, movement.taquilla_id, movement.currency, today);
    await markChanged(tx.db, registerId);
    await setMovementState(tx.db, movement.id, {
      status: 'APROBADO',
      cashRegisterId: registerId,
      businessDate: today,
      ...handled,
    });
    await raise(tx, 'cash.transaction-decided', transactionDecided(movement, true, null));
    return auditedMovement(tx, `CASH_${kind}_APPROVE`, movement);
  });
}
