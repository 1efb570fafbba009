import type { CashMovement, CreateIncome } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { recordMovement } from '../record-movement';

/** An income of the taquilla: counted at once, or pending when it is above the amount that needs approval. */
export function createIncome(ctx: UseCaseContext, input: CreateIncome): Promise<CashMovement> {
  return recordMovement(ctx, 'INGRESO', input, null);
}
