import {
  getResultOptions as getResultOptionsContract,
  listLotteryResults as listLotteryResultsContract,
  requestExternalResults as requestExternalResultsContract,
  saveResult as saveResultContract,
  exportLotteryResults,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { cachedCountOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { getResultOptions } from './get-result-options';
import { listLotteryResults } from './list-lottery-results';
import { makeRequestExternalResults } from './request-external-results';
import { fakeResultsProvider, httpResultsProvider } from './results-provider';
import { saveResult } from './save-result';
import { registerExport } from '../../lib/file-answer';
import { lotteryResultsExport } from './lottery-results-export';

/** /api/v2/admin/manage_draws/…: the day's results, saving them, and asking the provider. */
export async function resultRoutes(app: FastifyInstance) {
  const db = app.db;
  const provider = app.config.resultsProvider ? httpResultsProvider(app.config.resultsProvider) : fakeResultsProvider();
  const requestExternalResults = makeRequestExternalResults({ provider });

  registerEndpoint(app, listLotteryResultsContract, async (request) =>
    listLotteryResults(contextOf(request, db), {
      query: request.query,
      cachedCount: cachedCountOf(request, request.query),
    }),
  );
  registerExport(app, exportLotteryResults, lotteryResultsExport);
  registerEndpoint(app, getResultOptionsContract, async (request) =>
    getResultOptions(contextOf(request, db), request.params.id),
  );
  registerEndpoint(app, saveResultContract, async (request) =>
    saveResult(contextOf(request, db), { ...request.body, source: 'MANUAL' }),
  );
  registerEndpoint(app, requestExternalResultsContract, async (request) =>
    requestExternalResults(contextOf(request, db), request.body),
  );
}
