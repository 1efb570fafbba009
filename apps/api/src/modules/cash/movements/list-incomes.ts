import type { CashMovementPage, listIncomes as listIncomesContract } from '@banca/contracts';
import type { ListInput, QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { listCashMovements } from '../movement-page';

/** The incomes of the caller's taquillas, with their totals per currency. */
export function listIncomes(
  ctx: UseCaseContext,
  input: ListInput<QueryOf<typeof listIncomesContract>>,
): Promise<CashMovementPage> {
  return listCashMovements(ctx, 'INGRESO', input);
}
