import type { CashMovement, CashMovementKind, Currency, UpdateMovement } from '@banca/contracts';
import { AppError, invalidField } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { assertWithinMoneyMaximum } from '../network';
import { isBelowCaller } from './cash-taquilla';
import { auditedMovement, KIND_NAMES, lockedMovement, lockedOpenRegister } from './locked-movement';
import { correctMovement, referenceTakenByOther, setMovementState, type MovementRow } from './movement-repository';
import { checkedAgainstConfig, REFERENCE_CONFLICT } from './record-movement';
import { markChanged } from './register-repository';

/** Corrections and annulments of an income, outcome or reload: the same rules for the three kinds. */

/** What a person may correct or annul: what still counts, was not written by the product, and sits in an open register. */
async function editableMovement(
  tx: UseCaseContext,
  kind: CashMovementKind,
  id: number,
  verb: 'corrige' | 'anula',
): Promise<MovementRow> {
  const movement = await lockedMovement(tx, kind, id);
  if (movement.written_by_system) {
    throw new AppError(
      'UNPROCESSABLE',
      `${KIND_NAMES[kind]} lo registró el sistema con su ticket: no se ${verb} desde la caja.`,
    );
  }
  if (movement.status === 'ANULADO' || movement.status === 'RECHAZADO') {
    throw new AppError('CONFLICT', `${KIND_NAMES[kind]} ya no cuenta: está ${movement.status.toLowerCase()}.`);
  }
  if (kind === 'RECARGA' && !isBelowCaller(tx, movement.taquilla_id)) {
    throw new AppError('UNPROCESSABLE', 'La recarga de una taquilla la corrige un superior.');
  }
  if (movement.cash_register_id !== null) {
    await lockedOpenRegister(
      tx,
      movement.cash_register_id,
      `Su arqueo ya fue aprobado: no se puede ${verb === 'corrige' ? 'corregir' : 'anular'}.`,
    );
    await markChanged(tx.db, movement.cash_register_id);
  }
  return movement;
}

/** Checks a correction against the taquilla's cash config; a counted movement may not grow past its approval amount. */
async function checkedChange(tx: UseCaseContext, movement: MovementRow, change: UpdateMovement) {
  if (change.reference !== undefined && (await referenceTakenByOther(tx.db, change.reference, movement.id))) {
    throw invalidField('reference', 'Esa referencia ya fue registrada.');
  }
  if (change.amount !== undefined) {
    await assertWithinMoneyMaximum(tx, 'amount', BigInt(change.amount), movement.currency as Currency);
  }
  if (movement.kind === 'RECARGA') return;
  const taquilla = { id: movement.taquilla_id, path: movement.taquilla_path, currency: movement.currency };
  const input = {
    payment_method: change.payment_method ?? movement.payment_method,
    currency: movement.currency,
    amount: change.amount ?? movement.amount,
  };
  const { pending } = await checkedAgainstConfig(
    tx,
    taquilla,
    input,
    movement.kind === 'INGRESO' ? 'incomeAbove' : 'outcomeAbove',
  );
  if (pending && movement.status === 'APROBADO') {
    throw invalidField(
      'amount',
      'Ese monto requiere aprobación de un superior: anule el movimiento y regístrelo de nuevo.',
    );
  }
}

/**
 * Corrects the amount, method, description or reference of an income, outcome or reload while
 * the register it counts in is open: the register turns RECALCULATED if it had been sent.
 */
export function updateMovement(
  ctx: UseCaseContext,
  kind: CashMovementKind,
  id: number,
  change: UpdateMovement,
): Promise<CashMovement> {
  return inTransaction(
    ctx,
    async (tx) => {
      const movement = await editableMovement(tx, kind, id, 'corrige');
      await checkedChange(tx, movement, change);
      await correctMovement(tx.db, id, change);
      return auditedMovement(tx, `CASH_${kind}_UPDATE`, movement);
    },
    REFERENCE_CONFLICT,
  );
}

/**
 * Annuls an income, outcome or reload while the register that counts it is open. What the product
 * wrote itself (a prize paid, a polla sale or its annulment) follows its ticket and is never annulled here.
 */
export function annulMovement(ctx: UseCaseContext, kind: CashMovementKind, id: number): Promise<CashMovement> {
  return inTransaction(ctx, async (tx) => {
    const movement = await editableMovement(tx, kind, id, 'anula');
    await setMovementState(tx.db, id, { status: 'ANULADO', cashRegisterId: movement.cash_register_id });
    return auditedMovement(tx, `CASH_${kind}_ANNUL`, movement);
  });
}
