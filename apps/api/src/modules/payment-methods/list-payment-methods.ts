import type { listPaymentMethods as listPaymentMethodsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { paymentMethodQueries } from './repository';

/** One page of the payment methods of the caller's own partner. */
export async function listPaymentMethods(
  { db, principal }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listPaymentMethodsContract>>,
) {
  const queries = paymentMethodQueries(db, principal.partner.id, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
