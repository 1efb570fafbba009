import { listLogFacets, listLogs as listLogsContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { cachedCountOf } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { listLogs } from './list-logs';
import { logFacets } from './repository';

export async function logRoutes(app: FastifyInstance) {
  registerEndpoint(app, listLogsContract, async (request) =>
    listLogs(app.db, scopeOf(request.principal!), request.query, {
      timezone: request.timezone,
      cachedCount: cachedCountOf(request, request.query),
    }),
  );

  registerEndpoint(app, listLogFacets, async (request) => logFacets(app.db, scopeOf(request.principal!)));
}
