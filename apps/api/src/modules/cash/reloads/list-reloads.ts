import type { CashMovementPage, listReloads as listReloadsContract } from '@banca/contracts';
import type { ListInput, QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { listCashMovements } from '../movement-page';

/** The reloads sent to the caller's taquillas, with their totals per currency. */
export function listReloads(
  ctx: UseCaseContext,
  input: ListInput<QueryOf<typeof listReloadsContract>>,
): Promise<CashMovementPage> {
  return listCashMovements(ctx, 'RECARGA', input);
}
