import type { listRiskThresholds as listRiskThresholdsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { thresholdQueries } from './risk-threshold-repository';
import { bancaOf } from './threshold-rules';

/** One page of the risk thresholds of the caller's banca. */
export async function listRiskThresholds(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listRiskThresholdsContract>>,
) {
  const queries = thresholdQueries(ctx.db, bancaOf(ctx), query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
