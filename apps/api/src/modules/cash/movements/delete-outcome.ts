import type { CashMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { annulMovement } from '../movement-corrections';

/** Annuls an outcome (egreso) of the taquilla while the register that counts it is open; never a prize paid. */
export function deleteOutcome(ctx: UseCaseContext, id: number): Promise<CashMovement> {
  return annulMovement(ctx, 'EGRESO', id);
}
