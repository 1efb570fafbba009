import type { listRejectedPayments as listRejectedPaymentsContract } from '@banca/contracts';
import type { ListInput, QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { paymentPage } from './payment-filters';

/** One page of the rejected payments the caller's subtree sent or received: those to correct or delete. */
export const listRejectedPayments = (
  ctx: UseCaseContext,
  input: ListInput<QueryOf<typeof listRejectedPaymentsContract>>,
) => paymentPage(ctx, input, 'REJECTED');
