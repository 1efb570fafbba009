import type { CashMovementPage, listOutcomes as listOutcomesContract } from '@banca/contracts';
import type { ListInput, QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { listCashMovements } from '../movement-page';

/** The outcomes (egresos) of the caller's taquillas, with their totals per currency. */
export function listOutcomes(
  ctx: UseCaseContext,
  input: ListInput<QueryOf<typeof listOutcomesContract>>,
): Promise<CashMovementPage> {
  return listCashMovements(ctx, 'EGRESO', input);
}
