export { JobRunner, LEASE_MS, RETRY_DELAYS_MS, retryDelayMs, type JobContext, type JobDefinition } from './job-runner';
export { jobsPlugin } from './jobs-plugin';
export { RUN_HISTORY_DAYS, RUNS_KEPT_PER_JOB } from './run-history-job';
