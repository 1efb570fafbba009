import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { reportPeriod } from '../general-report';

/** What a prize report's query says of its period and its focus. */
interface PeriodQuery {
  from_date?: string | undefined;
  to_date?: string | undefined;
  partner_id?: number | undefined;
}

/** A report's filters once resolved: a period, and perhaps a narrower subtree than the caller's. */
export type ResolvedFilters<Query extends PeriodQuery> = Omit<
  Query,
  'page' | 'per_page' | 'from_date' | 'to_date' | 'partner_id'
> & {
  from_date: string;
  to_date: string;
  /** The path of the partner asked for (already checked to lie in the caller's subtree). */
  partner_path?: string | undefined;
};

/**
 * The period (today in the caller's zone by default; one day when only one end is given, at most
 * a year) and the partner asked for, which must lie in the caller's subtree (404 otherwise).
 */
export async function resolveReportFilters<Query extends PeriodQuery>(
  ctx: UseCaseContext,
  query: Omit<Query, 'page' | 'per_page'>,
): Promise<ResolvedFilters<Query>> {
  const { from_date: from, to_date: to, partner_id: partnerId, ...rest } = query;
  const period = await reportPeriod(ctx, from, to);
  const partner = partnerId ? await partnerInScopeOr404(ctx.db, ctx.scope, partnerId) : null;
  return { ...rest, from_date: period.from, to_date: period.to, partner_path: partner?.path } as ResolvedFilters<Query>;
}

/** A report's reads over its resolved filters, inside the caller's scope. */
type ReportRead<Filters, Result, More extends unknown[] = []> = (
  db: UseCaseContext['db'],
  scope: UseCaseContext['scope'],
  filters: Filters,
  ...more: More
) => Result;

/**
 * A page of a report whose totals per currency also count its rows: the filters resolved, then
 * the page's rows and the totals read together, the total the sum of the totals' counts (so
 * always counted; a cached count would save nothing).
 */
export async function countedByTotals<Query extends PeriodQuery & { page: number; per_page: number }, Row, Totals>(
  ctx: UseCaseContext,
  query: Query,
  report: {
    rows: ReportRead<ResolvedFilters<Query>, Promise<Row[]>, [limit: number, offset: number]>;
    totals: ReportRead<ResolvedFilters<Query>, Promise<Totals[]>>;
    countOf: (entry: Totals) => number;
  },
) {
  const filters = await resolveReportFilters<Query>(ctx, query);
  const offset = (query.page - 1) * query.per_page;
  const [data, totals] = await Promise.all([
    report.rows(ctx.db, ctx.scope, filters, query.per_page, offset),
    report.totals(ctx.db, ctx.scope, filters),
  ]);
  const total = totals.reduce((sum, entry) => sum + report.countOf(entry), 0);
  return { data, total, page: query.page, per_page: query.per_page, totals };
}

/**
 * Every row of a report through its cursor, so a million rows stream in constant memory. The
 * filters are resolved first (period, partner in the subtree): a bad one is still a JSON error.
 */
export async function* resolvedRows<Filters extends ResolvedFilters<PeriodQuery>, Row>(
  ctx: UseCaseContext,
  query: PeriodQuery,
  cursor: ReportRead<Filters, AsyncGenerator<Row>>,
): AsyncGenerator<Row> {
  yield* cursor(ctx.db, ctx.scope, (await resolveReportFilters(ctx, query)) as Filters);
}
