import type { AwardOccurrence, ZAwardListQuery } from '@banca/contracts';
import type { z } from 'zod';
import { chainOf } from '../../lib/chain';
import { listPage, type Page } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { countOccurrences } from '../results';
import { businessToday } from '../../lib/business-day';
import { ensureRecentOccurrences } from '../draws';
import * as repo from './repository';

/** A day's draw occurrences (today in the caller's zone by default) with their plays and prizes. */
export async function listAwardOccurrences(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: z.output<typeof ZAwardListQuery>; cachedCount: number | null },
): Promise<Page<AwardOccurrence>> {
  const { db, scope } = ctx;
  const chain = chainOf(ctx.principal.partner.path);
  const filters = { date: query.date ?? (await businessToday(ctx)), lottery_id: query.lottery_id };
  await ensureRecentOccurrences(db);
  return listPage(
    query,
    cachedCount,
    (limit, offset) => repo.listAwardOccurrences(db, scope, chain, filters, query, limit, offset),
    () => countOccurrences(db, filters),
  );
}
