import type { listAnomalyRules as listAnomalyRulesContract } from '@banca/contracts';
import { chainOf } from '../../lib/chain';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { ruleQueries } from './anomaly-rule-repository';

/** The anomaly rules of the caller's banca. */
export async function listAnomalyRules(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listAnomalyRulesContract>>,
) {
  const queries = ruleQueries(ctx.db, chainOf(ctx.principal.partner.path)[0]!);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
