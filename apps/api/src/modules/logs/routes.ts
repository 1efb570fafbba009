import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { noInput, registerUseCase } from '../../lib/use-case-endpoint';
import { listInputOf } from '../../lib/pagination';
import { listLogs } from './list-logs';
import { listLogFacets } from './list-log-facets';
import { registerExport } from '../../lib/file-answer';
import { logsExport } from './logs-export';

export async function logRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listLogs, listLogs, listInputOf);
  registerExport(app, contracts.exportLogs, logsExport);

  registerUseCase(app, contracts.listLogFacets, listLogFacets, noInput);
}
