import type { Currency, KpiAnswer, ZKpiQuery } from '@banca/contracts';
import type { z } from 'zod';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { Scope } from '../../lib/scope';
import type { UseCaseContext } from '../../lib/use-case';
import type { Db } from '../../db/client';
import { dateRangeOf, type DateRange } from '../reports/date-range';

/** The KPI query as the schema parsed it. */
export type KpiQuery = z.output<typeof ZKpiQuery>;

/** What every KPI query filters by: the focus partner's subtree (inside the caller's), the dates, product and currency. */
export interface KpiFilters extends DateRange {
  /** The caller's partner, or the `partner_id` asked for once it is known to lie in the caller's subtree. */
  focus: Scope;
  productId: number | null;
  currency: Currency | null;
}

/** The filters of a KPI call: `partner_id` outside the caller's subtree is a 404. */
export async function kpiFiltersOf(ctx: UseCaseContext, query: KpiQuery): Promise<KpiFilters> {
  const range = await dateRangeOf(ctx, query);
  const focus = query.partner_id === undefined ? ctx.scope : await focusOf(ctx, query.partner_id);
  return { ...range, focus, productId: query.product_id ?? null, currency: query.currency ?? null };
}

async function focusOf(ctx: UseCaseContext, partnerId: number): Promise<Scope> {
  const partner = await partnerInScopeOr404(ctx.db, ctx.scope, partnerId);
  return { partnerId: partner.id, path: partner.path };
}

/** A KPI's answer: the filters resolved, then its rows read with them. */
export async function kpiAnswerOf<T>(
  ctx: UseCaseContext,
  query: KpiQuery,
  read: (db: Db, filters: KpiFilters) => Promise<T[]>,
): Promise<KpiAnswer<T>> {
  const filters = await kpiFiltersOf(ctx, query);
  return { from_date: filters.from, to_date: filters.to, data: await read(ctx.db, filters) };
}
