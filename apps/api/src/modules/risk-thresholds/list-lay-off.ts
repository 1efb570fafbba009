import type { Currency, LayOffPage, LayOffRow, listLayOff as listLayOffContract } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { businessToday } from '../../lib/business-day';
import type { QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { layOffOccurrences, layOffRows, type LayOffFilters } from './lay-off-repository';
import { bancaOf } from './threshold-rules';

const SUMMED = ['sold', 'payout', 'excess', 'pass_on'] as const;
type Totals = LayOffPage['totals'][number];

/** The sums per currency over every row (never two currencies together), exact in minor units. */
function totalsOf(rows: readonly LayOffRow[]): Totals[] {
  const sums = new Map<Currency, Record<(typeof SUMMED)[number], bigint>>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? { sold: 0n, payout: 0n, excess: 0n, pass_on: 0n };
    for (const key of SUMMED) sum[key] += BigInt(row[key]);
    sums.set(row.currency, sum);
  }
  return [...sums].map(([currency, sum]) => ({
    currency,
    sold: String(sum.sold),
    payout: String(sum.payout),
    excess: String(sum.excess),
    pass_on: String(sum.pass_on),
  }));
}

/**
 * The lay-off list of one of today's or the still-open occurrences (ADR 058): the numbers whose
 * payout, on the caller's part of the network, exceeds the banca's hold, largest excess first
 * (ascending when asked). Few rows per occurrence (one per number and bet type), so read whole,
 * summed, then cut to the page. An occurrence outside the picker's set is a 404.
 */
export async function listLayOff(ctx: UseCaseContext, query: QueryOf<typeof listLayOffContract>): Promise<LayOffPage> {
  const filters: LayOffFilters = {
    bancaId: bancaOf(ctx),
    scope: ctx.scope,
    today: await businessToday(ctx),
    productId: query.product_id ?? null,
    currency: query.currency ?? null,
  };
  const occurrences = await layOffOccurrences(ctx.db, filters);
  let rows: LayOffRow[] = [];
  if (query.occurrence_id !== undefined) {
    if (!occurrences.some((occurrence) => occurrence.id === query.occurrence_id)) throw notFound();
    rows = await layOffRows(ctx.db, query.occurrence_id, filters);
    if (query.order === 'asc' && query.sort === 'excess') rows.reverse();
  }
  const offset = (query.page - 1) * query.per_page;
  return {
    data: rows.slice(offset, offset + query.per_page),
    total: rows.length,
    page: query.page,
    per_page: query.per_page,
    totals: totalsOf(rows),
    occurrences,
  };
}
