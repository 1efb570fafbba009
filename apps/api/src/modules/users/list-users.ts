import type { ListUsersRequest } from '@banca/contracts';
import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { userListQueries } from './repository';

/** One page of the users of the caller's subtree (the filters come in the body). */
export async function listUsers({ db, scope }: UseCaseContext, { query, cachedCount }: ListInput<ListUsersRequest>) {
  const queries = userListQueries(db, scope, query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
