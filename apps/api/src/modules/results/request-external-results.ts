import type { ExternalResultsResponse } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import type { UseCase, UseCaseContext } from '../../lib/use-case';
import { ensureRecentOccurrences } from '../draws';
import * as repo from './repository';
import type { ProviderDraw, ResultsProvider } from './results-provider';
import { saveResult } from './save-result';

export interface ExternalResultsInput {
  date: string;
  lottery_id?: number | undefined;
}

/** The use case, given the provider once (routes.ts): `makeRequestExternalResults({ provider })`. */
export const makeRequestExternalResults =
  ({ provider }: { provider: ResultsProvider }): UseCase<ExternalResultsInput, ExternalResultsResponse> =>
  (ctx, input) =>
    requestExternalResults(ctx, provider, input);

/**
 * Asks the results provider for a day's results and saves those still missing (source
 * PROVEEDOR), each through the same checks and transaction as a typed-in result. Occurrences
 * with a result, still selling, or that the provider does not know (or gives a number that does
 * not fit) are skipped, with the reason.
 */
async function requestExternalResults(
  ctx: UseCaseContext,
  provider: ResultsProvider,
  input: ExternalResultsInput,
): Promise<ExternalResultsResponse> {
  const { db } = ctx;
  await ensureRecentOccurrences(db);
  const answer: ExternalResultsResponse = { saved: [], skipped: [] };
  const wanted: repo.ProviderCandidate[] = [];
  for (const candidate of await repo.providerCandidates(db, input)) {
    const skip = (reason: string) =>
      answer.skipped.push({ occurrence_id: candidate.id, draw_name: candidate.draw_name, reason });
    if (candidate.resulted) skip('Ya tiene resultado.');
    else if (!candidate.closed) skip('Aún no ha cerrado sus ventas.');
    else if (candidate.product_type === 'POLLA') skip('Los sorteos de polla no llevan resultado por número.');
    else wanted.push(candidate);
  }
  if (wanted.length === 0) return answer;

  const symbols = new Map<number, string[]>();
  for (const candidate of wanted) {
    if (candidate.product_type === 'ANIMALITOS' && !symbols.has(candidate.product_id)) {
      symbols.set(candidate.product_id, [...(await repo.activeSymbolNumbers(db, candidate.product_id))].sort());
    }
  }
  const draws: ProviderDraw[] = wanted.map((candidate) => ({
    product: candidate.product_name,
    productType: candidate.product_type,
    drawTime: candidate.draw_time,
    symbols: symbols.get(candidate.product_id) ?? [],
    needsSign: candidate.needs_sign,
  }));
  const results = new Map(
    (await provider.fetchResults(input.date, draws)).map((result) => [`${result.product}|${result.draw_time}`, result]),
  );

  for (const candidate of wanted) {
    const result = results.get(`${candidate.product_name}|${candidate.draw_time}`);
    const skip = (reason: string) =>
      answer.skipped.push({ occurrence_id: candidate.id, draw_name: candidate.draw_name, reason });
    if (!result) {
      skip('El proveedor no tiene su resultado.');
      continue;
    }
    try {
      await saveResult(ctx, {
        occurrence_id: candidate.id,
        number: result.number,
        sign: result.sign,
        source: 'PROVEEDOR',
        keepExisting: true,
      });
      answer.saved.push({
        occurrence_id: candidate.id,
        draw_name: candidate.draw_name,
        number: result.number,
        sign: result.sign,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'CONFLICT') skip(error.message);
      else skip(`El proveedor envió un resultado no válido: ${error.fields?.[0]?.message ?? error.message}`);
    }
  }
  return answer;
}
