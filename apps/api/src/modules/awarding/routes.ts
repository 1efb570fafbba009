import { awardRaffle as awardRaffleContract, listAwardOccurrences } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { chainOf } from '../../lib/chain';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { ensureRecentOccurrences } from '../sales/occurrence-repository';
import { countOccurrences } from '../results/repository';
import { todayIn } from '../results/today';
import { awardRaffle } from './award-raffle';
import * as repo from './repository';

/** /api/v2/admin/tools/award-raffle: the day's draws with their plays and prizes, and the award. */
export async function awardingRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listAwardOccurrences, async (request) => {
    const { query } = request;
    const principal = request.principal!;
    const filters = { date: query.date ?? todayIn(request.timezone), lottery_id: query.lottery_id };
    await ensureRecentOccurrences(db);
    return listPage(
      query,
      cachedCountOf(request, query),
      (limit, offset) =>
        repo.listAwardOccurrences(
          db,
          scopeOf(principal),
          chainOf(principal.partner.path),
          filters,
          query,
          limit,
          offset,
        ),
      () => countOccurrences(db, filters),
    );
  });

  registerEndpoint(app, awardRaffleContract, async (request) => {
    const principal = request.principal!;
    return awardRaffle(db, request.body.occurrence_id, {
      actor: actorOf(request),
      scope: scopeOf(principal),
      chain: chainOf(principal.partner.path),
    });
  });
}
