import type { CashMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { annulMovement } from '../movement-corrections';

/** Annuls an income of the taquilla while the register that counts it is open. */
export function deleteIncome(ctx: UseCaseContext, id: number): Promise<CashMovement> {
  return annulMovement(ctx, 'INGRESO', id);
}
