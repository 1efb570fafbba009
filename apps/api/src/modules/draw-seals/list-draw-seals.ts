import type { ListDrawSealsResponse } from '@banca/contracts';
import { chainOf } from '../../lib/chain';
import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { sealQueries, type ListDrawSealsQuery } from './draw-seal-repository';

/** The banca the caller works for: its seals are the only ones it reads. */
export const bancaOf = (ctx: UseCaseContext): number => chainOf(ctx.principal.partner.path)[0]!;

/**
 * The caller's banca's sealed draws (ADR 060), newest draw first, with their totals per currency
 * over every row of the filters. Reads are not audited.
 */
export async function listDrawSeals(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<ListDrawSealsQuery>,
): Promise<ListDrawSealsResponse> {
  const { rows, count, totals } = sealQueries(ctx.db, bancaOf(ctx), query);
  const [page, sums] = await Promise.all([listPage(query, cachedCount, rows, count), totals()]);
  return { ...page, totals: sums };
}
