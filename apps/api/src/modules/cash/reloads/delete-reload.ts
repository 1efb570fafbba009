import type { CashMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { annulMovement } from '../movement-corrections';

/** A superior annuls a reload while the taquilla's register that counts it is open. */
export function deleteReload(ctx: UseCaseContext, id: number): Promise<CashMovement> {
  return annulMovement(ctx, 'RECARGA', id);
}
