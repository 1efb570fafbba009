import { JOB_RUN_OUTCOME_LABELS, type exportJobRuns, type JobRun } from '@banca/contracts';
import { listRows, type ExportSpec } from '../../lib/file-answer';
import { listJobs } from './list-jobs';

/** The runs kept of the scheduled jobs, as the screen lists them, with the same filters. */
export const jobRunsExport: ExportSpec<typeof exportJobRuns, JobRun> = {
  title: 'Ejecuciones de tareas programadas',
  fileName: 'tareas-programadas',
  filterLabels: { job: 'Tarea', outcome: 'Resultado' },
  columns: [
    { title: 'Inicio', kind: 'datetime', value: 'started_at' },
    { title: 'Fin', kind: 'datetime', value: 'finished_at' },
    { title: 'Tarea', kind: 'text', value: 'job_title' },
    { title: 'Resultado', kind: 'text', value: (run) => JOB_RUN_OUTCOME_LABELS[run.outcome] },
    { title: 'Detalle', kind: 'text', value: (run) => run.error ?? run.summary ?? '', width: 40 },
    { title: 'Duración (ms)', kind: 'number', value: 'duration_ms' },
    { title: 'Intento', kind: 'number', value: 'attempt' },
    { title: 'Proceso', kind: 'text', value: 'holder' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listJobs(ctx, { query, cachedCount: null })),
};
