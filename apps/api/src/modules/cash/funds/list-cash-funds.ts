import type { listCashFunds as listCashFundsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { partnerPathOf } from '../list-filters';
import { fundCount, fundRows } from '../watch-repository';

/** Every fund set for the caller's taquillas, newest first unless asked, the one in force marked. */
export async function listCashFunds(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listCashFundsContract>>,
) {
  const partnerPath = await partnerPathOf(ctx, query.partner_id);
  const desc = query.sort === undefined || query.order === 'desc';
  return listPage(
    query,
    cachedCount,
    (limit, offset) => fundRows(ctx.db, ctx.scope, partnerPath, { desc, limit, offset }),
    () => fundCount(ctx.db, ctx.scope, partnerPath),
  );
}
