import type { CashMovementPage, listTransactions as listTransactionsContract } from '@banca/contracts';
import type { ListInput, QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { movementPage } from '../movement-page';
import { transactionFilters } from './transaction-filters';

/** Pending transactions below the caller, or the handled ones (history). */
export async function listTransactions(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listTransactionsContract>>,
): Promise<CashMovementPage> {
  return movementPage(ctx, query, await transactionFilters(ctx, query, query.tab), cachedCount);
}
