import type { OccurrenceResult, ZLotteryResultsQuery } from '@banca/contracts';
import type { z } from 'zod';
import { chainOf } from '../../lib/chain';
import { listPage, type Page } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { ensureRecentOccurrences } from '../sales/occurrence-repository';
import * as repo from './repository';
import { todayIn } from './today';

/** A day's draw occurrences (today in the caller's zone by default) with their results. */
export async function listLotteryResults(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: z.output<typeof ZLotteryResultsQuery>; cachedCount: number | null },
): Promise<Page<OccurrenceResult>> {
  const { db } = ctx;
  const chain = chainOf(ctx.principal.partner.path);
  const filters = { date: query.date ?? todayIn(ctx.timezone), lottery_id: query.lottery_id };
  await ensureRecentOccurrences(db);
  return listPage(
    query,
    cachedCount,
    (limit, offset) => repo.listOccurrences(db, chain, filters, query, limit, offset),
    () => repo.countOccurrences(db, filters),
  );
}
