import type { CashMovement, UpdateMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { updateMovement } from '../movement-corrections';

/** Corrects an outcome (egreso) while the register that counts it is open; never a prize paid. */
export function updateOutcome(ctx: UseCaseContext, id: number, change: UpdateMovement): Promise<CashMovement> {
  return updateMovement(ctx, 'EGRESO', id, change);
}
