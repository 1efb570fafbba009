import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Metrics } from './metrics';

/**
 * Decorates the app with `metrics` (issue 31): its own registry, the shared pool's figures and
 * checkouts (`pool="general"`). Modules and the job runner report into it where their work
 * happens, a module with a pool of its own watches it there (`app.metrics.watchPool`, the sale
 * writers'); `GET /metrics` (the system module) answers it only with METRICS_TOKEN.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = new Metrics(app.log, { processMetrics: app.config.metricsToken !== null });
  app.decorate('metrics', metrics);
  if (app.database.pool) metrics.watchPool('general', app.database.pool);
  app.addHook('onClose', async () => metrics.close());
});
