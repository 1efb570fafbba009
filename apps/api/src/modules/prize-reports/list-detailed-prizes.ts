import type { DetailedPrizePage, ZDetailedPrizeQuery } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { countedByTotals } from './report-filters';
import { prizePage, prizeTotals } from './repository';

/**
 * Every prize of the caller's subtree: one row per winning play of a ticket not annulled, sold in
 * the period, with its state and payment; totals per currency over every row of the filters.
 */
export async function listDetailedPrizes(
  ctx: UseCaseContext,
  query: z.output<typeof ZDetailedPrizeQuery>,
): Promise<DetailedPrizePage> {
  return countedByTotals(ctx, query, { rows: prizePage, totals: prizeTotals, countOf: (entry) => entry.prizes });
}
