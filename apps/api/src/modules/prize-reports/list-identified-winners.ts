import type { IdentifiedWinnersPage, ZIdentifiedWinnersQuery } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { identifiedWinnersPage, identifiedWinnersTotals } from './identified-winners-repository';
import { countedByTotals } from './report-filters';

/**
 * «Ganadores identificados»: every prize paid to an identified winner in the caller's part of the
 * network, with the winner in full (the compliance officer's list); totals per currency over every
 * row of the filters, which also count the rows.
 */
export async function listIdentifiedWinners(
  ctx: UseCaseContext,
  query: z.output<typeof ZIdentifiedWinnersQuery>,
): Promise<IdentifiedWinnersPage> {
  return countedByTotals(ctx, query, {
    rows: identifiedWinnersPage,
    totals: identifiedWinnersTotals,
    countOf: (entry) => entry.winners,
  });
}
