import type { CashRegisterPage, listCashRegisters as listCashRegistersContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { pageOf } from '../list-filters';
import { countRegisters, listRegisters, registerTotals } from '../register-list-repository';
import { registerViews } from '../register-view';
import { registerFilters } from './register-filters';

/** Registers of the caller's taquillas, with their figures and their totals per currency. */
export async function listCashRegisters(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listCashRegistersContract>>,
): Promise<CashRegisterPage> {
  const filters = await registerFilters(ctx, query);
  const page = await listPage(
    { ...query, sort: undefined },
    cachedCount,
    (limit, offset) => listRegisters(ctx.db, ctx.scope, filters, { ...pageOf(query), limit, offset }),
    () => countRegisters(ctx.db, ctx.scope, filters),
  );
  return {
    ...page,
    data: await registerViews(ctx.db, page.data),
    totals: await registerTotals(ctx.db, ctx.scope, filters),
  };
}
