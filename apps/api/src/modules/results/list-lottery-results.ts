import type { LotteryResult, LotteryResultsPage, ZLotteryResultsQuery } from '@banca/contracts';
import type { z } from 'zod';
import { chainOf } from '../../lib/chain';
import { listPage } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { ensureRecentOccurrences } from '../draws';
import { occurrenceAmounts, resultTotals } from './result-amounts-repository';
import * as repo from './repository';
import { businessToday } from '../../lib/business-day';

/**
 * A day's draw occurrences (today in the caller's zone by default) with their results, and what
 * each sold and paid out within the caller's part of the network, with totals per currency.
 */
export async function listLotteryResults(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: z.output<typeof ZLotteryResultsQuery>; cachedCount: number | null },
): Promise<LotteryResultsPage> {
  const { db, scope } = ctx;
  const chain = chainOf(ctx.principal.partner.path);
  const filters = { date: query.date ?? (await businessToday(ctx)), lottery_id: query.lottery_id };
  await ensureRecentOccurrences(db);
  const [page, totals] = await Promise.all([
    listPage(
      query,
      cachedCount,
      (limit, offset) => repo.listOccurrences(db, chain, filters, query, limit, offset),
      () => repo.countOccurrences(db, filters),
    ),
    resultTotals(db, scope, filters),
  ]);
  const amounts = await occurrenceAmounts(
    db,
    scope,
    page.data.map((row) => row.occurrence_id),
  );
  const data: LotteryResult[] = page.data.map((row) => ({ ...row, amounts: amounts.get(row.occurrence_id) ?? [] }));
  return { ...page, data, totals };
}
