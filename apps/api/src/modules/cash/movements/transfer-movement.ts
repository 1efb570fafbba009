import type { CashMovement } from '@banca/contracts';
import { AppError, invalidField, notFound } from '../../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { auditedMovement, lockedMovement, lockedOpenRegister } from '../locked-movement';
import { setMovementState } from '../movement-repository';
import { findRegister, markChanged } from '../register-repository';

/** Moves a counted movement to another open register of the same taquilla and currency. */
export function transferMovement(
  ctx: UseCaseContext,
  input: { income_id: number; cash_register_id: number },
): Promise<CashMovement> {
  return inTransaction(ctx, async (tx) => {
    const movement = await lockedMovement(tx, null, input.income_id);
    if (movement.status !== 'APROBADO' || movement.cash_register_id === null) {
      throw new AppError('CONFLICT', 'Solo se mueve un movimiento que cuenta en un arqueo.');
    }
    const target = await findRegister(tx.db, tx.scope, input.cash_register_id);
    if (!target) throw notFound('El arqueo no existe.');
    if (target.taquillaId !== movement.taquilla_id || target.currency !== movement.currency) {
      throw invalidField('cash_register_id', 'El arqueo debe ser de la misma taquilla y moneda.');
    }
    if (target.id === movement.cash_register_id)
      throw invalidField('cash_register_id', 'El movimiento ya está en ese arqueo.');
    // Both registers locked in id order: two transfers crossing never deadlock.
    for (const id of [movement.cash_register_id, target.id].sort((a, b) => a - b)) {
      await lockedOpenRegister(tx, id, 'Un arqueo aprobado está cerrado: no se mueven sus movimientos.');
      await markChanged(tx.db, id);
    }
    await setMovementState(tx.db, movement.id, { status: 'APROBADO', cashRegisterId: target.id });
    return auditedMovement(tx, 'CASH_MOVEMENT_TRANSFER', movement);
  });
}
