import type { JobRun, ScheduledJob } from '@banca/contracts';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { statusOptions } from '@/components/status-chip';

/** The runs of one job, and of one outcome. */
export function RunFilters({ list, jobs }: { list: ListQuery<JobRun>; jobs: readonly ScheduledJob[] }) {
  return (
    <>
      <ListSelectFilter
        list={list}
        filter="job"
        label="Tarea"
        options={jobs.map((job) => ({ value: job.name, label: job.title }))}
      />
      <ListSelectFilter list={list} filter="outcome" label="Resultado" options={statusOptions('jobRun')} />
    </>
  );
}
