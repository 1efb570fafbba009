import type { CashRegisterStateSummary, cashRegisterSummary as cashRegisterSummaryContract } from '@banca/contracts';
import type { QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { registerTotals } from '../register-list-repository';
import { registerFilters } from './register-filters';

/** The registers of the list's filters counted and summed per state and currency. */
export async function cashRegisterSummary(
  ctx: UseCaseContext,
  query: QueryOf<typeof cashRegisterSummaryContract>,
): Promise<CashRegisterStateSummary[]> {
  return registerTotals(ctx.db, ctx.scope, await registerFilters(ctx, query), true);
}
