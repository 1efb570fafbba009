import type { ListLogsRequest, ListLogsResponse } from '@banca/contracts';
import { listPage } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { logQueries } from './repository';

/** One page of the audit log of the caller's subtree, the dates read in the caller's zone. */
export async function listLogs(
  { db, scope, timezone }: UseCaseContext,
  { query, cachedCount }: { query: ListLogsRequest; cachedCount: number | null },
): Promise<ListLogsResponse> {
  const queries = logQueries(db, scope, query, timezone);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
