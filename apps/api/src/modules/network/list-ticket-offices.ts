import type { listTicketOffices as listTicketOfficesContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { ticketOfficeQueries } from './ticket-office-repository';

/** One page of the taquillas of the caller's subtree. */
export async function listTicketOffices(
  { db, scope }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listTicketOfficesContract>>,
) {
  const queries = ticketOfficeQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
