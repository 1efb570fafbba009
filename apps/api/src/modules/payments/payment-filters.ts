import type { PaymentStatus } from '@banca/contracts';
import type { PaymentFilters } from './repository';

/** A payments list's query as the repository filters it. */
export const paymentFiltersOf = (
  query: {
    from_date?: string | undefined;
    to_date?: string | undefined;
    currency?: string | undefined;
    direction?: 'sent' | 'received' | undefined;
    sort?: PaymentFilters['sort'];
    order?: 'asc' | 'desc' | undefined;
    status?: PaymentStatus | undefined;
  },
  status?: PaymentStatus,
): PaymentFilters => ({
  from: query.from_date,
  to: query.to_date,
  currency: query.currency,
  direction: query.direction,
  status: status ?? query.status,
  sort: query.sort,
  order: query.order ?? 'desc',
});
