import type { CashMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { insertMovement, movementById, type NewMovement } from './movement-repository';
import { businessDateOf, markChanged, openRegisterFor } from './register-repository';

/**
 * Writes a movement in the caller's transaction. A counted one (APROBADO) goes into the open
 * register it belongs to, locked, which turns RECALCULATED if it had been sent; a pending one
 * counts nowhere until a superior approves it.
 */
export async function writeMovement(
  tx: UseCaseContext,
  movement: Omit<NewMovement, 'businessDate' | 'cashRegisterId'>,
): Promise<CashMovement> {
  const businessDate = await businessDateOf(tx.db, movement.taquillaId);
  let cashRegisterId: number | null = null;
  if (movement.status === 'APROBADO') {
    cashRegisterId = (await openRegisterFor(tx.db, movement.taquillaId, movement.currency, businessDate)).id;
    await markChanged(tx.db, cashRegisterId);
  }
  const id = await insertMovement(tx.db, { ...movement, businessDate, cashRegisterId });
  const written = (await movementById(tx.db, id))!;
  await tx.audit({
    action: `CASH_${movement.kind}_CREATE`,
    entity: 'cash_movement',
    entityId: id,
    subjectPartnerId: movement.taquillaId,
    after: written,
  });
  return written;
}
