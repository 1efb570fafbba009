import type {
  TransactionSummaryRow,
  transactionHistorySummary as transactionHistorySummaryContract,
} from '@banca/contracts';
import type { QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { movementTotalsByState } from '../movement-repository';
import { transactionFilters } from './transaction-filters';

/** The history of transactions summed per currency, kind and state (approved or rejected). */
export async function transactionHistorySummary(
  ctx: UseCaseContext,
  query: QueryOf<typeof transactionHistorySummaryContract>,
): Promise<TransactionSummaryRow[]> {
  const filters = await transactionFilters(ctx, query, 'history');
  return (await movementTotalsByState(ctx.db, ctx.scope, filters)) as TransactionSummaryRow[];
}
