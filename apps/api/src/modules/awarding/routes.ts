import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerUseCase } from '../../lib/use-case-endpoint';
import { listInputOf } from '../../lib/pagination';
import { awardRaffle } from './award-raffle';
import { listAwardOccurrences } from './list-award-occurrences';
import { registerExport } from '../../lib/file-answer';
import { awardOccurrencesExport } from './award-occurrences-export';

/** /api/v2/admin/tools/award-raffle: the day's draws with their plays and prizes, and the award. */
export async function awardingRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listAwardOccurrences, listAwardOccurrences, listInputOf);
  registerExport(app, contracts.exportAwardOccurrences, awardOccurrencesExport);
  registerUseCase(app, contracts.awardRaffle, awardRaffle, (request) => request.body.occurrence_id);
}
