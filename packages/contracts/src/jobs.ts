import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { zListQueryOf, zPage } from './list';

/**
 * Where a scheduled job stands: a process runs it now (EN_CURSO), its last runs failed and it is
 * being retried (REINTENTANDO), its next run is long past with nobody running it (ATRASADA: no
 * process offers it, or none runs jobs), or it is up to date (AL_DIA).
 */
export const JOB_STATES = ['AL_DIA', 'EN_CURSO', 'REINTENTANDO', 'ATRASADA'] as const;
export const ZJobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof ZJobState>;
export const JOB_STATE_LABELS: Record<JobState, string> = {
  AL_DIA: 'Al día',
  EN_CURSO: 'En curso',
  REINTENTANDO: 'Reintentando',
  ATRASADA: 'Atrasada',
};

/** How a run ended. */
export const JOB_RUN_OUTCOMES = ['ok', 'error'] as const;
export const ZJobRunOutcome = z.enum(JOB_RUN_OUTCOMES, { error: 'El resultado debe ser ok o error.' });
export type JobRunOutcome = z.infer<typeof ZJobRunOutcome>;
export const JOB_RUN_OUTCOME_LABELS: Record<JobRunOutcome, string> = { ok: 'Correcta', error: 'Con error' };

/** A job of the runner (ADR 055), with its last run and its next. */
export const ZScheduledJob = z.object({
  name: z.string(),
  title: z.string(),
  interval_ms: z.number().int(),
  state: ZJobState,
  next_run_at: z.string(),
  consecutive_failures: z.number().int(),
  /** The process running it now. */
  running_on: z.string().nullable(),
  last_started_at: z.string().nullable(),
  last_finished_at: z.string().nullable(),
  last_outcome: ZJobRunOutcome.nullable(),
  last_error: z.string().nullable(),
});
export type ScheduledJob = z.infer<typeof ZScheduledJob>;

/** A run kept in the history: one that did something, or failed. */
export const ZJobRun = z.object({
  id: z.number().int(),
  job_name: z.string(),
  job_title: z.string(),
  /** The process that ran it (host, pid and instance). */
  holder: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  duration_ms: z.number().int(),
  outcome: ZJobRunOutcome,
  attempt: z.number().int(),
  error: z.string().nullable(),
  summary: z.string().nullable(),
});
export type JobRun = z.infer<typeof ZJobRun>;

export const ZListJobsQuery = zListQueryOf(['started_at'], {
  job: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, { error: 'La tarea no es válida.' })
    .optional(),
  outcome: ZJobRunOutcome.optional(),
});
export type ListJobsQuery = z.input<typeof ZListJobsQuery>;

/** The runs as a page of the one list contract (newest first), with every job beside them. */
export const ZListJobsResponse = zPage(ZJobRun).extend({ jobs: z.array(ZScheduledJob) });
export type ListJobsResponse = z.infer<typeof ZListJobsResponse>;

/** The jobs are the whole system's: only the banca's administrator reads them. */
export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/jobs',
  summary: 'Tareas programadas y el historial de sus ejecuciones',
  tag: 'Tareas programadas',
  access: rule('ADMIN_BANCA'),
  request: { query: ZListJobsQuery },
  responses: { 200: ZListJobsResponse, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
});

/** The runs kept, as a file (XLSX, PDF or CSV) with the list's filters. */
export const exportJobRuns = exportEndpointOf(listJobs);

export const jobEndpoints = [listJobs, exportJobRuns] as const;
