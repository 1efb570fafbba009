import type { GeneralReportPage, ZGeneralReportQuery } from '@banca/contracts';
import type { z } from 'zod';
import { periodPage } from '../../lib/pagination';
import { chainIds, partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { reportPeriod } from './report-period';
import {
  generalReportCursor,
  generalReportPage,
  partnersByIds,
  type GeneralReportFilters,
  type ReportFocus,
} from './repository';

export type GeneralReportInput = Omit<z.output<typeof ZGeneralReportQuery>, 'page' | 'per_page'>;

/** The focus partner: the one asked for if it lies in the caller's subtree (else 404), or the caller's own. */
async function focusOf(ctx: UseCaseContext, partnerId: number | undefined): Promise<ReportFocus> {
  const partner = await partnerInScopeOr404(ctx.db, ctx.scope, partnerId ?? ctx.scope.partnerId);
  return { id: partner.id, code: partner.code, name: partner.name, kind: partner.kind, path: partner.path };
}

/** The filters in the repository's terms: the period checked and the focus found. */
export async function generalReportFilters(
  ctx: UseCaseContext,
  input: GeneralReportInput,
): Promise<GeneralReportFilters> {
  const [period, focus] = await Promise.all([
    reportPeriod(ctx, input.from_date, input.to_date),
    focusOf(ctx, input.partner_id),
  ]);
  return {
    ...period,
    focus,
    level: input.level,
    productId: input.product_id,
    currency: input.currency,
    sort: input.sort,
    order: input.order,
  };
}

const publicPartner = ({ path: _path, ...partner }: ReportFocus) => partner;

/**
 * The general report of the caller's subtree: one row per partner at the level asked below the
 * focus and per currency, a page of them, and the totals per currency of them all.
 */
export async function listGeneralReport(
  ctx: UseCaseContext,
  input: GeneralReportInput & { page: number; per_page: number },
): Promise<GeneralReportPage> {
  const filters = await generalReportFilters(ctx, input);
  const ids = chainIds(filters.focus.path);
  const trailIds = ids.slice(Math.max(ids.indexOf(ctx.scope.partnerId), 0));
  const [page, trail] = await Promise.all([
    generalReportPage(ctx.db, filters, input.per_page, (input.page - 1) * input.per_page),
    partnersByIds(ctx.db, trailIds),
  ]);
  return {
    ...periodPage(input, page, filters),
    focus: publicPartner(filters.focus),
    trail: trail.map(publicPartner),
  };
}

/** Every row of the report's filters, for its file. */
export async function* generalReportRows(ctx: UseCaseContext, input: GeneralReportInput) {
  yield* generalReportCursor(ctx.db, await generalReportFilters(ctx, input));
}
