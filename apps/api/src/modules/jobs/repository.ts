import type { JobRun, ScheduledJob, ZListJobsQuery } from '@banca/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { scheduledJobRuns, scheduledJobs } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';

export type JobListQuery = z.output<typeof ZListJobsQuery>;

/** A next run this long past with nobody holding the job means no process runs it. */
const LATE_AFTER_MS = 5 * 60_000;

/** Every job with its state, by title (system-wide: jobs belong to no partner). */
export async function listScheduledJobs(db: Db): Promise<ScheduledJob[]> {
  return rowsOf<ScheduledJob>(
    db,
    sql`
    SELECT name, title, interval_ms, consecutive_failures,
           CASE WHEN lease_until > now() THEN 'EN_CURSO'
                WHEN consecutive_failures > 0 THEN 'REINTENTANDO'
                WHEN next_run_at < now() - ${LATE_AFTER_MS} * interval '1 millisecond' THEN 'ATRASADA'
                ELSE 'AL_DIA' END AS state,
           CASE WHEN lease_until > now() THEN lease_holder END AS running_on,
           to_json(next_run_at)#>>'{}' AS next_run_at,
           to_json(last_started_at)#>>'{}' AS last_started_at,
           to_json(last_finished_at)#>>'{}' AS last_finished_at,
           last_outcome, last_error
      FROM scheduled_jobs
     ORDER BY title, name`,
  );
}

const selection = {
  id: scheduledJobRuns.id,
  job_name: scheduledJobRuns.jobName,
  job_title: scheduledJobs.title,
  holder: scheduledJobRuns.holder,
  started_at: scheduledJobRuns.startedAt,
  finished_at: scheduledJobRuns.finishedAt,
  outcome: scheduledJobRuns.outcome,
  attempt: scheduledJobRuns.attempt,
  error: scheduledJobRuns.error,
  summary: scheduledJobRuns.summary,
};

/** The kept runs, newest first unless sorted oldest first; filtered by job and outcome. */
export function runQueries(db: Db, query: JobListQuery) {
  const where = and(
    query.job ? eq(scheduledJobRuns.jobName, query.job) : undefined,
    query.outcome ? eq(scheduledJobRuns.outcome, query.outcome) : undefined,
  );
  const direction = query.sort && query.order === 'asc' ? asc : desc;
  return {
    rows: async (limit: number, offset: number): Promise<JobRun[]> =>
      (
        await db
          .select(selection)
          .from(scheduledJobRuns)
          .innerJoin(scheduledJobs, eq(scheduledJobs.name, scheduledJobRuns.jobName))
          .where(where)
          .orderBy(direction(scheduledJobRuns.startedAt), direction(scheduledJobRuns.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => ({
        ...row,
        started_at: row.started_at.toISOString(),
        finished_at: row.finished_at.toISOString(),
        duration_ms: Math.max(0, row.finished_at.getTime() - row.started_at.getTime()),
      })),
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(scheduledJobRuns)
        .where(where);
      return row?.n ?? 0;
    },
  };
}
