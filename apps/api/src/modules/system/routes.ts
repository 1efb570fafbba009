import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoint';
import { getHealth } from './get-health';
import { getMetrics } from './get-metrics';
import { getReady } from './get-ready';

export async function systemRoutes(app: FastifyInstance) {
  registerEndpoint(app, contracts.getHealth, async () => getHealth());
  registerEndpoint(app, contracts.getReady, (request) => getReady(app.database, app.reports, request.log));
  registerEndpoint(app, contracts.getMetrics, async (request, reply) => {
    const text = await getMetrics(app.metrics, app.config.metricsToken, request.headers.authorization);
    void reply.header('content-type', app.metrics.contentType).header('cache-control', 'no-store');
    return text;
  });
}
