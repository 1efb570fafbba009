import { listJobs, type JobRun, type ListJobsResponse, type ScheduledJob } from '@banca/contracts';
import { useEndpointList, type ListQuery } from '@/components/data-table';

/** Every query of the scheduled jobs lives under this key. */
export const JOBS_KEY = ['jobs'] as const;
export const JOB_RUN_FILTERS = ['job', 'outcome'] as const;

/** The runs as a table (page, sort and filters in the URL); the same answer carries every job. */
export function useJobList(): ListQuery<JobRun> {
  return useEndpointList(listJobs, {
    queryKey: JOBS_KEY,
    filterKeys: JOB_RUN_FILTERS,
    defaultSort: 'started_at',
    defaultOrder: 'desc',
    defaultPerPage: 50,
  });
}

/** The jobs of the last answer (undefined until the first arrives). */
export function jobsOf(list: ListQuery<JobRun>): readonly ScheduledJob[] | undefined {
  return (list.query.data as ListJobsResponse | undefined)?.jobs;
}
