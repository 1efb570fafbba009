import { MAX_BET_REPORT_DAYS, type ListQuery } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import { listPage, type Page } from '../../lib/pagination';
import { subtreePattern } from '../../lib/scope';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';
import type { GroupedReport, PeriodFocus, PlayTotals } from './repository';

/** A bet report's page: its rows, their count, and the totals per currency of every row. */
export interface ReportPage<Row, Totals = PlayTotals> extends Page<Row> {
  totals: Totals[];
}

/**
 * The LIKE pattern of the subtree a report counts: the caller's, or `partner_id`'s once it is
 * known to lie inside it (else 404, as if it did not exist).
 */
export async function focusPatternOf(ctx: UseCaseContext, partnerId: number | undefined): Promise<string> {
  if (partnerId === undefined) return subtreePattern(ctx.scope);
  const partner = await partnerInScopeOr404(ctx.db, ctx.scope, partnerId);
  return subtreePattern({ partnerId: partner.id, path: partner.path });
}

/** The business date asked, or today in the caller's zone. */
export const dayOf = async (ctx: UseCaseContext, date: string | undefined): Promise<string> =>
  date ?? (await businessToday(ctx));

const DAY_MS = 86_400_000;

/**
 * A period of business dates, both included: one end alone is that day, none is today in the
 * caller's zone. Never backwards, at most MAX_BET_REPORT_DAYS days.
 */
export async function periodOf(ctx: UseCaseContext, from: string | undefined, to: string | undefined) {
  const given = from ?? to ?? (await businessToday(ctx));
  const period = { from: from ?? given, to: to ?? given };
  if (period.to < period.from) throw invalidField('to_date', 'La fecha final no puede ser anterior a la inicial.');
  const days = (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_BET_REPORT_DAYS) {
    throw invalidField('to_date', `El período no puede pasar de ${MAX_BET_REPORT_DAYS} días.`);
  }
  return period;
}

/** A report's period (`from_date`, `to_date`) and focus (`partner_id`) once checked. */
export async function periodFocusOf(
  ctx: UseCaseContext,
  query: { from_date?: string | undefined; to_date?: string | undefined; partner_id?: number | undefined },
): Promise<PeriodFocus> {
  const { from, to } = await periodOf(ctx, query.from_date, query.to_date);
  return { from, to, pattern: await focusPatternOf(ctx, query.partner_id) };
}

/** The page of a report with its totals (the count is skipped when the client holds it). */
export async function reportPage<Row, Totals = PlayTotals>(
  query: ListQuery,
  cachedCount: number | null,
  report: GroupedReport<Row, Totals>,
): Promise<ReportPage<Row, Totals>> {
  const [page, totals] = await Promise.all([
    listPage(query, cachedCount, (limit, offset) => report.rows(limit, offset), report.count),
    report.totals(),
  ]);
  return { ...page, totals };
}
