import type { listPendingPayments as listPendingPaymentsContract } from '@banca/contracts';
import type { ListInput, QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { paymentPage } from './payment-filters';

/** One page of the pending payments the caller's subtree sent or received: those waiting for a decision. */
export const listPendingPayments = (
  ctx: UseCaseContext,
  input: ListInput<QueryOf<typeof listPendingPaymentsContract>>,
) => paymentPage(ctx, input, 'PENDING');
