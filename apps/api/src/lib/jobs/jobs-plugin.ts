import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from './job-runner';
import { runHistoryJob } from './run-history-job';

/**
 * The one job runner (ADR 055) as `app.jobs`: modules register their scheduled jobs on it while
 * the app is built; it starts polling once the app is ready and, before the app closes, stops and
 * waits for the runs in course.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const runner = new JobRunner(app.db, app.log, {
    pollMs: app.config.jobsPollMs,
    onRun: (job, outcome, seconds) => app.metrics.jobRan(job, outcome, seconds),
  });
  app.decorate('jobs', runner);
  runner.register(runHistoryJob);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
});
