import type { CashMovement, CashMovementKind, Currency } from '@banca/contracts';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { raise } from '../../lib/domain-events';
import { isBelowCaller } from './cash-taquilla';
import { findMovement, movementById, setMovementState, type MovementRow } from './movement-repository';
import { businessDateOf, findRegister, markChanged, openRegisterFor } from './register-repository';

export const KIND_NAMES: Record<CashMovementKind, string> = {
  INGRESO: 'El ingreso',
  EGRESO: 'El egreso',
  RECARGA: 'La recarga',
};

export async function lockedMovement(
  tx: UseCaseContext,
  kind: CashMovementKind | null,
  id: number,
): Promise<MovementRow> {
  const movement = await findMovement(tx.db, tx.scope, id, true);
  if (!movement || (kind && movement.kind !== kind))
    throw notFound(`${kind ? KIND_NAMES[kind] : 'El movimiento'} no existe.`);
  return movement;
}

/** Locks the register a movement counts in; a closed (approved) one cannot change any more. */
export async function lockedOpenRegister(tx: UseCaseContext, registerId: number, message: string) {
  const register = await findRegister(tx.db, { partnerId: 0, path: '/' }, registerId, true);
  if (!register || register.status === 'APPROVED') throw new AppError('CONFLICT', message);
  return register;
}

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

export async function audited(tx: UseCaseContext, action: string, before: MovementRow): Promise<CashMovement> {
  const after = (await movementById(tx.db, before.id))!;
  await tx.audit({
    action,
    entity: 'cash_movement',
    entityId: before.id,
    subjectPartnerId: before.taquilla_id,
    before,
    after,
  });
  return after;
}

/**
 * Annuls an income or outcome of the taquilla while it still counts nowhere closed. What the product
 * wrote itself (a prize paid, a polla sale or its annulment) follows its ticket and is never annulled here.
 */
export function annulMovement(ctx: UseCaseContext, kind: 'INGRESO' | 'EGRESO', id: number): Promise<CashMovement> {
  return inTransaction(ctx, async (tx) => {
    const movement = await lockedMovement(tx, kind, id);
    if (movement.written_by_system) {
      throw new AppError(
        'UNPROCESSABLE',
        `${KIND_NAMES[kind]} lo registró el sistema con su ticket: no se anula desde la caja.`,
      );
    }
    if (movement.status === 'ANULADO' || movement.status === 'RECHAZADO') {
      throw new AppError('CONFLICT', `${KIND_NAMES[kind]} ya no cuenta: está ${movement.status.toLowerCase()}.`);
    }
    if (movement.cash_register_id !== null) {
      await lockedOpenRegister(tx, movement.cash_register_id, 'Su arqueo ya fue aprobado: no se puede anular.');
      await markChanged(tx.db, movement.cash_register_id);
    }
    await setMovementState(tx.db, id, { status: 'ANULADO', cashRegisterId: movement.cash_register_id });
    return audited(tx, `CASH_${kind}_ANNUL`, movement);
  });
}

/**
 * A superior approves or rejects a pending income or outcome (a transaction). Approved, it counts
 * in the open register of its date (or the next open one when that one is closed).
 */
export function handleTransaction(
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
      return audited(tx, `CASH_${kind}_REJECT`, movement);
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
    return audited(tx, `CASH_${kind}_APPROVE`, movement);
  });
}

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
    return audited(tx, 'CASH_MOVEMENT_TRANSFER', movement);
  });
}
