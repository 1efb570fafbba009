import type { listCashAudit as listCashAuditContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { partnerPathOf, periodOf } from '../list-filters';
import { cashAuditCount, cashAuditRows } from '../watch-repository';

/** Every cash change of the caller's taquillas in the period (today by default), newest first unless asked. */
export async function listCashAudit(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listCashAuditContract>>,
) {
  const filters = {
    ...(await periodOf(ctx, query)),
    partnerPath: await partnerPathOf(ctx, query.partner_id),
    timezone: ctx.timezone,
  };
  const desc = query.sort === undefined || query.order === 'desc';
  return listPage(
    query,
    cachedCount,
    (limit, offset) => cashAuditRows(ctx.db, ctx.scope, filters, { desc, limit, offset }),
    () => cashAuditCount(ctx.db, ctx.scope, filters),
  );
}
