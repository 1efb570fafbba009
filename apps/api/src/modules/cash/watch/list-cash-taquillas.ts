import type { UseCaseContext } from '../../../lib/use-case';
import { cashTaquillas } from '../taquilla-repository';

/** The active taquillas of the caller's subtree: the pickers of the cash screens. */
export function listCashTaquillas(ctx: UseCaseContext) {
  return cashTaquillas(ctx.db, ctx.scope);
}
