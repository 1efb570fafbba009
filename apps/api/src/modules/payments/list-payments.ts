import type { listPayments as listPaymentsContract } from '@banca/contracts';
import type { ListInput, QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { paymentPage } from './payment-filters';

/** One page of the payments the caller's subtree sent or received, of any status. */
export const listPayments = (ctx: UseCaseContext, input: ListInput<QueryOf<typeof listPaymentsContract>>) =>
  paymentPage(ctx, input);
