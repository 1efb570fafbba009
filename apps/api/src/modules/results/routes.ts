import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, registerUseCase } from '../../lib/use-case-endpoint';
import { listInputOf } from '../../lib/pagination';
import { getResultOptions } from './get-result-options';
import { listLotteryResults } from './list-lottery-results';
import { makeRequestExternalResults } from './request-external-results';
import { fakeResultsProvider, httpResultsProvider } from './results-provider';
import { saveResult } from './save-result';
import { registerExport } from '../../lib/file-answer';
import { lotteryResultsExport } from './lottery-results-export';

/** /api/v2/admin/manage_draws/…: the day's results, saving them, and asking the provider. */
export async function resultRoutes(app: FastifyInstance) {
  const provider = app.config.resultsProvider ? httpResultsProvider(app.config.resultsProvider) : fakeResultsProvider();
  const requestExternalResults = makeRequestExternalResults({ provider });

  registerUseCase(app, contracts.listLotteryResults, listLotteryResults, listInputOf);
  registerExport(app, contracts.exportLotteryResults, lotteryResultsExport);
  registerUseCase(app, contracts.getResultOptions, getResultOptions, idOf);
  registerUseCase(app, contracts.saveResult, saveResult, (request) => ({ ...request.body, source: 'MANUAL' as const }));
  registerUseCase(app, contracts.requestExternalResults, requestExternalResults, bodyOf);
}
