import { formatCount } from '@banca/contracts';
import type { JobDefinition } from './job-runner';
import { pruneRuns } from './job-repository';

/** Runs are kept this many days… */
export const RUN_HISTORY_DAYS = 14;
/** …and at most this many per job (a job that fails every second does not fill the table). */
export const RUNS_KEPT_PER_JOB = 1_000;

/** The runner keeps its own history bounded, as one more job (so it shows in the history too). */
export const runHistoryJob: JobDefinition = {
  name: 'job-history',
  title: 'Limpieza del historial de tareas',
  intervalMs: 60 * 60_000,
  firstRunMs: 60_000,
  run: async ({ db }) => {
    const deleted = await pruneRuns(db, RUN_HISTORY_DAYS, RUNS_KEPT_PER_JOB);
    return deleted ? `${formatCount(deleted)} ${deleted === 1 ? 'ejecución borrada' : 'ejecuciones borradas'}` : null;
  },
};
