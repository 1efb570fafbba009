import type { ListJobsResponse } from '@banca/contracts';
import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { listScheduledJobs, runQueries, type JobListQuery } from './repository';

/**
 * The scheduled jobs and a page of their kept runs. Jobs are the whole system's (ADR 055): they
 * name no partner, so there is nothing to scope; the contract lets only ADMIN_BANCA read them.
 */
export async function listJobs(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<JobListQuery>,
): Promise<ListJobsResponse> {
  const runs = runQueries(ctx.db, query);
  const [page, jobs] = await Promise.all([
    listPage(query, cachedCount, runs.rows, runs.count),
    listScheduledJobs(ctx.db),
  ]);
  return { ...page, jobs };
}
