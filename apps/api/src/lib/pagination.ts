import { HEADERS, type EndpointContract, type ListQuery } from '@banca/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * The total the client already holds (x-cached-count), honoured only past the first page:
 * the first page always counts, later pages of the same filters may skip it.
 */
export function cachedCountOf(request: FastifyRequest, query: ListQuery): number | null {
  if (query.page <= 1) return null;
  const raw = request.headers[HEADERS.cachedCount];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** A contract's query as its schema parses it. */
export type QueryOf<C extends EndpointContract> = C['request'] extends { query: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** What a paged list's use case takes: the parsed query and the total the client already holds. */
export interface ListInput<Q> {
  query: Q;
  cachedCount: number | null;
}

/** A list route's input for its use case: its query string, or the body of a list that is a POST. */
export function listInputOf<Q extends ListQuery>(request: FastifyRequest & { query: Q }): ListInput<Q>;
export function listInputOf<Q extends ListQuery>(request: FastifyRequest, query: Q): ListInput<Q>;
export function listInputOf(request: FastifyRequest, query = request.query as ListQuery): ListInput<ListQuery> {
  return { query, cachedCount: cachedCountOf(request, query) };
}

/** A list route's input when the list is a POST: its query is the body. */
export const postedListInputOf = <Q extends ListQuery>(request: FastifyRequest & { body: Q }): ListInput<Q> =>
  listInputOf(request, request.body);

/** One page of a list: the rows of the page, and the total (counted unless cached). */
export async function listPage<T>(
  query: ListQuery,
  cachedCount: number | null,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const offset = (query.page - 1) * query.per_page;
  const [data, total] = await Promise.all([rows(query.per_page, offset), cachedCount ?? count()]);
  return { data, total, page: query.page, per_page: query.per_page };
}

/** A report's page over a period: its rows, their total and their totals, with the period's dates as resolved. */
export function periodPage<Row, Totals>(
  input: { page: number; per_page: number },
  page: { rows: Row[]; total: number; totals: Totals },
  period: { from: string; to: string },
) {
  return {
    data: page.rows,
    total: page.total,
    page: input.page,
    per_page: input.per_page,
    totals: page.totals,
    from_date: period.from,
    to_date: period.to,
  };
}

/** ORDER BY for a list: the requested sortable column (then the tie-breaker), or the default. */
export function orderBy<K extends string>(
  columns: Record<K, AnyPgColumn | SQL>,
  query: { sort?: K; order: 'asc' | 'desc' },
  fallback: K,
  tieBreaker: AnyPgColumn,
): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(columns[query.sort ?? fallback]), asc(tieBreaker)];
}
