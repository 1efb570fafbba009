import type { SuspendedDrawsResponse } from '@banca/contracts';
import { chainOf } from '../../lib/chain';
import type { UseCaseContext } from '../../lib/use-case';
import { ensureRecentOccurrences } from '../draws';
import { todayOf } from './blocked-number-repository';
import * as repo from './suspension-repository';

/**
 * The draws of a date (today in the caller's zone by default), each with its state as the
 * caller sees it and the live suspensions on partners of the caller's subtree. Occurrences are
 * made on the way (not the once-a-minute variant): a draw created a moment ago must be here.
 */
export async function getSuspendedDraws(
  ctx: UseCaseContext,
  date: string | undefined,
): Promise<SuspendedDrawsResponse> {
  const { db } = ctx;
  await ensureRecentOccurrences(db);
  const day = date ?? (await todayOf(db, ctx.timezone));
  const occurrences = await repo.occurrencesOf(db, day, chainOf(ctx.principal.partner.path));
  const suspensions = await repo.liveSuspensions(
    db,
    ctx.scope,
    occurrences.map((occurrence) => occurrence.occurrence_id),
  );
  return {
    date: day,
    server_time: new Date().toISOString(),
    draws: occurrences.map((occurrence) => ({
      ...occurrence,
      suspensions: suspensions.filter((suspension) => suspension.occurrence_id === occurrence.occurrence_id),
    })),
  };
}
