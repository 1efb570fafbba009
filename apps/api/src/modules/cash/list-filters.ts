import { businessToday } from '../../lib/business-day';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';

/** The filters every cash list reads the same way: its period, its partner and its page. */

type Period = { from_date?: string | undefined; to_date?: string | undefined };
export type Paged = { page: number; per_page: number; sort?: string | undefined; order: 'asc' | 'desc' };

/** The dates a list reads: the query's, else `since` (for the start) or today in the caller's zone. */
export async function periodOf(ctx: UseCaseContext, query: Period, since?: string) {
  const today = await businessToday(ctx);
  return { fromDate: query.from_date ?? since ?? today, toDate: query.to_date ?? today };
}

/** The path of the partner a list narrows to (inside the caller's subtree, else a 404), or null. */
export async function partnerPathOf(ctx: UseCaseContext, partnerId: number | undefined) {
  return partnerId === undefined ? null : (await partnerInScopeOr404(ctx.db, ctx.scope, partnerId)).path;
}

/** The repository's page of a list query. */
export const pageOf = (query: Paged) => ({
  sort: query.sort,
  order: query.order,
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});
