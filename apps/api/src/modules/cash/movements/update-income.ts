import type { CashMovement, UpdateMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { updateMovement } from '../movement-corrections';

/** Corrects an income while the register that counts it is open. */
export function updateIncome(ctx: UseCaseContext, id: number, change: UpdateMovement): Promise<CashMovement> {
  return updateMovement(ctx, 'INGRESO', id, change);
}
