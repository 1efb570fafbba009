import type { CashMovement, UpdateMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { updateMovement } from '../movement-corrections';

/** A superior corrects a reload while the taquilla's register that counts it is open. */
export function updateReload(ctx: UseCaseContext, id: number, change: UpdateMovement): Promise<CashMovement> {
  return updateMovement(ctx, 'RECARGA', id, change);
}
