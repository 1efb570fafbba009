import {
  REGULATOR_COLUMNS,
  REGULATOR_FORMAT,
  type RegulatorManifest,
  type ZRegulatorManifestQuery,
} from '@banca/contracts';
import type { z } from 'zod';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { digestsBetween } from '../integrity';
import { regulatorFiltersOf } from './list-regulator-report';
import { regulatorReport } from './regulator-repository';

/**
 * The manifest of a regulator's export: the format, the period and focus, the column dictionary,
 * the rows and totals the files hold for the same filters, and the period's sealed day digests.
 */
export async function getRegulatorManifest(
  ctx: UseCaseContext,
  query: z.output<typeof ZRegulatorManifestQuery>,
): Promise<RegulatorManifest> {
  const filters = await regulatorFiltersOf(ctx, query);
  const report = regulatorReport(ctx.db, filters);
  const focusId = query.partner_id ?? ctx.scope.partnerId;
  const [partner, rows, totals, dayDigests] = await Promise.all([
    partnerInScopeOr404(ctx.db, ctx.scope, focusId),
    report.count(),
    report.totals(),
    digestsBetween(ctx.db, filters.from, filters.to),
  ]);
  return {
    format: REGULATOR_FORMAT,
    generated_at: new Date().toISOString(),
    from_date: filters.from,
    to_date: filters.to,
    partner: { id: partner.id, code: partner.code, name: partner.name },
    filters: { product_id: query.product_id ?? null, currency: query.currency ?? null },
    columns: REGULATOR_COLUMNS.map(({ key, title, description }) => ({ key, title, description })),
    rows,
    totals,
    day_digests: dayDigests,
  };
}
