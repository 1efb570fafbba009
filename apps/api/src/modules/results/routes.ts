import {
  getResultOptions,
  listLotteryResults,
  requestExternalResults as requestExternalResultsContract,
  saveResult as saveResultContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { actorOf } from '../../lib/audit';
import { chainOf } from '../../lib/chain';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { registerEndpoint } from '../../plugins/endpoint';
import { ensureRecentOccurrences } from '../sales/occurrence-repository';
import * as repo from './repository';
import { requestExternalResults } from './request-external-results';
import { fakeResultsProvider, httpResultsProvider } from './results-provider';
import { saveResult } from './save-result';
import { todayIn } from './today';

/** /api/v2/admin/manage_draws/…: the day's results, saving them, and asking the provider. */
export async function resultRoutes(app: FastifyInstance) {
  const db = app.db;
  const provider = app.config.resultsProvider ? httpResultsProvider(app.config.resultsProvider) : fakeResultsProvider();

  registerEndpoint(app, listLotteryResults, async (request) => {
    const { query } = request;
    const chain = chainOf(request.principal!.partner.path);
    const filters = { date: query.date ?? todayIn(request.timezone), lottery_id: query.lottery_id };
    await ensureRecentOccurrences(db);
    return listPage(
      query,
      cachedCountOf(request, query),
      (limit, offset) => repo.listOccurrences(db, chain, filters, query, limit, offset),
      () => repo.countOccurrences(db, filters),
    );
  });

  registerEndpoint(app, getResultOptions, async (request) => {
    const occurrence = await repo.findOccurrence(db, chainOf(request.principal!.partner.path), request.params.id);
    if (!occurrence) throw notFound('El sorteo no existe.');
    const symbols = occurrence.product_type === 'ANIMALITOS' ? await repo.activeSymbols(db, occurrence.product_id) : [];
    return { occurrence, symbols };
  });

  registerEndpoint(app, saveResultContract, async (request) =>
    saveResult(db, request.body, {
      actor: actorOf(request),
      chain: chainOf(request.principal!.partner.path),
      source: 'MANUAL',
    }),
  );

  registerEndpoint(app, requestExternalResultsContract, async (request) =>
    requestExternalResults(db, provider, request.body, {
      actor: actorOf(request),
      chain: chainOf(request.principal!.partner.path),
    }),
  );
}
