import type { ExpenseType } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { outcomeTypes } from '../movement-repository';

/** The outcome types (egresos): the product's own ones are shown, never chosen by hand. */
export function listExpenseTypes(ctx: UseCaseContext): Promise<ExpenseType[]> {
  return outcomeTypes(ctx.db);
}
