import type { ListQuery, PaymentStatus } from '@banca/contracts';
import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { paymentQueries, type PaymentFilters } from './repository';

/** What a payments list's query may filter by. */
export interface PaymentQuery {
  from_date?: string | undefined;
  to_date?: string | undefined;
  currency?: string | undefined;
  direction?: 'sent' | 'received' | undefined;
  sort?: PaymentFilters['sort'];
  order?: 'asc' | 'desc' | undefined;
  status?: PaymentStatus | undefined;
}

/** A payments list's query as the repository filters it; `status`, when given, is the list's own. */
export const paymentFiltersOf = (query: PaymentQuery, status?: PaymentStatus): PaymentFilters => ({
  from: query.from_date,
  to: query.to_date,
  currency: query.currency,
  direction: query.direction,
  status: status ?? query.status,
  sort: query.sort,
  order: query.order ?? 'desc',
});

/** One page of the payments the caller's subtree sent or received (of one status, when given). */
export async function paymentPage(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<ListQuery & PaymentQuery>,
  status?: PaymentStatus,
) {
  const queries = paymentQueries(ctx.db, ctx.scope, paymentFiltersOf(query, status));
  return listPage(query, cachedCount, queries.rows, queries.count);
}
