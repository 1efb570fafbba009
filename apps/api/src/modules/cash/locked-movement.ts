import type { CashMovement, CashMovementKind } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { findMovement, movementById, type MovementRow } from './movement-repository';
import { findRegister } from './register-repository';

/** The steps every change of a movement takes inside its transaction: lock it, lock its register, audit it. */

/** How a message names a movement of each kind. */
export const KIND_NAMES: Record<CashMovementKind, string> = {
  INGRESO: 'El ingreso',
  EGRESO: 'El egreso',
  RECARGA: 'La recarga',
};

/** The movement of the caller's subtree, locked; of `kind` when one is named. */
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

/** Audits a change of a movement (before and after) and answers the movement as it is now. */
export async function auditedMovement(tx: UseCaseContext, action: string, before: MovementRow): Promise<CashMovement> {
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
