import { listLogFacets as listLogFacetsContract, listLogs as listLogsContract, exportLogs } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { cachedCountOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { listLogs } from './list-logs';
import { listLogFacets } from './list-log-facets';
import { registerExport } from '../../lib/file-answer';
import { logsExport } from './logs-export';

export async function logRoutes(app: FastifyInstance) {
  const { db } = app;
  registerEndpoint(app, listLogsContract, (request) =>
    listLogs(contextOf(request, db), { query: request.query, cachedCount: cachedCountOf(request, request.query) }),
  );
  registerExport(app, exportLogs, logsExport);

  registerEndpoint(app, listLogFacetsContract, (request) => listLogFacets(contextOf(request, db)));
}
