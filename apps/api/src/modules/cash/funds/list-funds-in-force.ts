import type { CashFundInForcePage, listFundsInForce as listFundsInForceContract } from '@banca/contracts';
import type { QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { fundsInForce } from '../fund-prize-repository';
import { partnerPathOf } from '../list-filters';
import { sortedBy, summedPage } from '../summed-page';

/** The fund in force of each taquilla and currency of the caller's subtree, summed per currency. */
export async function listFundsInForce(
  ctx: UseCaseContext,
  query: QueryOf<typeof listFundsInForceContract>,
): Promise<CashFundInForcePage> {
  const rows = await fundsInForce(ctx.db, ctx.scope, await partnerPathOf(ctx, query.partner_id));
  return summedPage(sortedBy(rows, query), query, { counts: [], amounts: ['amount'] });
}
