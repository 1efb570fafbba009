import { MAX_REGULATOR_DAYS, type RegulatorPage, type ZRegulatorQuery } from '@banca/contracts';
import type { z } from 'zod';
import { invalidField } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { periodFocusOf, reportPage } from './bet-report-filters';
import { regulatorReport, type RegulatorFilters } from './regulator-repository';

type Query = z.output<typeof ZRegulatorQuery>;
/** The report's filters as the export and the manifest get them (no paging). */
export type RegulatorInput = Omit<Query, 'page' | 'per_page' | 'sort' | 'order'> &
  Partial<Pick<Query, 'sort' | 'order'>>;

const DAY_MS = 86_400_000;

/** The period (today by default, at most MAX_REGULATOR_DAYS days) and the focus inside the caller's subtree. */
export async function regulatorFiltersOf(ctx: UseCaseContext, query: RegulatorInput): Promise<RegulatorFilters> {
  const period = await periodFocusOf(ctx, query);
  if (
    (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS + 1 >
    MAX_REGULATOR_DAYS
  ) {
    throw invalidField('to_date', `El período del reporte al regulador no puede pasar de ${MAX_REGULATOR_DAYS} días.`);
  }
  return {
    ...period,
    productId: query.product_id,
    currency: query.currency,
    sort: query.sort,
    order: query.order ?? 'asc',
  };
}

/** The regulator's report: a page of its rows, in the day's and draw's order, with totals per currency. */
export async function listRegulatorReport(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: Query; cachedCount: number | null },
): Promise<RegulatorPage> {
  return reportPage(query, cachedCount, regulatorReport(ctx.db, await regulatorFiltersOf(ctx, query)));
}
