import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Metrics } from './metrics';

/**
 * Decorates the app with `metrics` (issue 31): its own registry, the pool's figures and checkouts.
 * Modules and the job runner report into it where their work happens; `GET /metrics` (the system
 * module) answers it only with METRICS_TOKEN.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = new Metrics(app.log, { processMetrics: app.config.metricsToken !== null });
  app.decorate('metrics', metrics);
  const pool = app.database.pool;
  if (!pool) return;
  metrics.watchPool(() => pool.figures());
  const stop = pool.onCheckout((seconds) => metrics.poolCheckedOut(seconds));
  app.addHook('onClose', async () => void stop());
});
