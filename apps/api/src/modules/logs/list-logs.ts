import type { ListLogsRequest, ListLogsResponse } from '@banca/contracts';
import type { Db } from '../../db/client';
import { listPage } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { logQueries } from './repository';

/** One page of the audit log of the caller's subtree, the dates read in the caller's zone. */
export async function listLogs(
  db: Db,
  scope: Scope,
  query: ListLogsRequest,
  ctx: { timezone: string; cachedCount: number | null },
): Promise<ListLogsResponse> {
  const queries = logQueries(db, scope, query, ctx.timezone);
  return listPage(query, ctx.cachedCount, queries.rows, queries.count);
}
