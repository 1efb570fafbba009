import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase } from '../db/client';
import { primaryReads, replicaReads } from '../lib/report-reads';

/**
 * Decorates the app with `reports` (ADR 056): the replica's pool behind the lag guard when
 * REPORTS_DATABASE_URL is set, measured once before the app is ready and closed with it; the
 * primary's pool otherwise. The replica's pool is in the metrics as `pool="informes"`.
 */
export const reportReadsPlugin = fp(async (app: FastifyInstance) => {
  const settings = app.config.reports;
  if (!settings) {
    app.decorate('reports', primaryReads(app.db));
    return;
  }
  const replica = await openDatabase({
    url: settings.url,
    poolMax: app.config.dbPoolMax,
    applicationName: 'banca-reports',
    onConnectionLost: (error) => app.log.warn({ err: error }, 'La réplica de reportes cerró una conexión inactiva'),
  });
  if (replica.pool) app.metrics.watchPool('informes', replica.pool);
  const reads = replicaReads(app.db, replica, settings.maxLagSeconds, app.log);
  app.decorate('reports', reads);
  app.addHook('onReady', () => reads.check());
  app.addHook('onClose', () => replica.close());
});
