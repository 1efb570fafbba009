import type { SalesByPartnerAnswer } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { kpiFiltersOf, type KpiQuery } from './kpi-filters';
import { focusChain, salesByPartner } from './sales-repository';

/** Sales one level below the focus, and the way from the caller's own partner down to it. */
export async function kpiSalesByPartner(ctx: UseCaseContext, query: KpiQuery): Promise<SalesByPartnerAnswer> {
  const filters = await kpiFiltersOf(ctx, query);
  const data = await salesByPartner(ctx.db, filters);
  const chain = await focusChain(ctx.db, ctx.scope, filters.focus);
  return { from_date: filters.from, to_date: filters.to, data, chain };
}
