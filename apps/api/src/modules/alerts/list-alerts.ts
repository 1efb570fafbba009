import type { listAlerts as listAlertsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { alertQueries } from './alert-repository';

/** One page of the alerts in the caller's subtree, filtered by status, kind, days raised and branch. */
export async function listAlerts(
  { db, scope, timezone }: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listAlertsContract>>,
) {
  const branch = query.partner_id ? await partnerInScopeOr404(db, scope, query.partner_id) : null;
  const queries = alertQueries(db, scope, query, branch?.path ?? null, timezone);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
