import type { ExternalReportsPage, ZListExternalReportsQuery } from '@banca/contracts';
import type { z } from 'zod';
import { periodPage } from '../../lib/pagination';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { reportPeriod } from '../general-report';
import { externalReportCursor, externalReportPage, type ExternalReportFilters } from './repository';

export type ExternalReportsInput = Omit<z.output<typeof ZListExternalReportsQuery>, 'page' | 'per_page'>;

/** The filters in the repository's terms: the period checked, the partner found in the caller's subtree (else 404). */
async function filtersOf(ctx: UseCaseContext, input: ExternalReportsInput): Promise<ExternalReportFilters> {
  const [period, partner] = await Promise.all([
    reportPeriod(ctx, input.from_date, input.to_date),
    input.partner_id === undefined ? null : partnerInScopeOr404(ctx.db, ctx.scope, input.partner_id),
  ]);
  return {
    ...period,
    within: partner ? { partnerId: partner.id, path: partner.path } : ctx.scope,
    externalSystem: input.external_system,
    currency: input.currency,
    sort: input.sort,
    order: input.order,
  };
}

/** The imported figures of the caller's subtree: a page, newest day first, and the totals per currency. */
export async function listExternalReports(
  ctx: UseCaseContext,
  input: ExternalReportsInput & { page: number; per_page: number },
): Promise<ExternalReportsPage> {
  const filters = await filtersOf(ctx, input);
  const page = await externalReportPage(ctx.db, filters, input.per_page, (input.page - 1) * input.per_page);
  return periodPage(input, page, filters);
}

/** Every imported figure of the filters, for the file. */
export async function* externalReportRows(ctx: UseCaseContext, input: ExternalReportsInput) {
  yield* externalReportCursor(ctx.db, await filtersOf(ctx, input));
}
