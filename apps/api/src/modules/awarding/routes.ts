import {
  awardRaffle as awardRaffleContract,
  listAwardOccurrences as listAwardOccurrencesContract,
  exportAwardOccurrences,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { cachedCountOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { awardRaffle } from './award-raffle';
import { listAwardOccurrences } from './list-award-occurrences';
import { registerExport } from '../../lib/file-answer';
import { awardOccurrencesExport } from './award-occurrences-export';

/** /api/v2/admin/tools/award-raffle: the day's draws with their plays and prizes, and the award. */
export async function awardingRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listAwardOccurrencesContract, async (request) =>
    listAwardOccurrences(contextOf(request, db), {
      query: request.query,
      cachedCount: cachedCountOf(request, request.query),
    }),
  );
  registerExport(app, exportAwardOccurrences, awardOccurrencesExport);
  registerEndpoint(app, awardRaffleContract, async (request) =>
    awardRaffle(contextOf(request, db), request.body.occurrence_id),
  );
}
