import type { Currency, KpiAnswer, ZKpiQuery } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { Scope } from '../../lib/scope';
import type { UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';

/** The KPI query as the schema parsed it (dates already ordered and at most a year apart). */
export type KpiQuery = z.output<typeof ZKpiQuery>;

/** Business dates, both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** What every KPI query filters by: the focus's subtree (inside the caller's), the dates, product and currency. */
export interface KpiFilters extends DateRange {
  /** The caller's partner, or the `partner_id` asked for once it is known to lie in the caller's subtree. */
  focus: Scope;
  productId: number | null;
  currency: Currency | null;
  /** The caller's zone: a partner's creation day is read in it. */
  timezone: string;
}

/**
 * The filters of a KPI call. Missing dates are today in the caller's zone, or the other date
 * when only one is given; `partner_id` outside the caller's subtree is a 404.
 */
export async function kpiFiltersOf(ctx: UseCaseContext, query: KpiQuery): Promise<KpiFilters> {
  const given = query.from_date ?? query.to_date ?? (await businessToday(ctx));
  const focus = query.partner_id === undefined ? ctx.scope : await focusOf(ctx, query.partner_id);
  return {
    from: query.from_date ?? given,
    to: query.to_date ?? given,
    focus,
    productId: query.product_id ?? null,
    currency: query.currency ?? null,
    timezone: ctx.timezone,
  };
}

async function focusOf(ctx: UseCaseContext, partnerId: number): Promise<Scope> {
  const partner = await partnerInScopeOr404(ctx.db, ctx.scope, partnerId);
  return { partnerId: partner.id, path: partner.path };
}

/** A KPI read by one repository function: the filters resolved, then its rows read with them. */
export function readKpi<T>(read: (db: Db, filters: KpiFilters) => Promise<T[]>) {
  return async (ctx: UseCaseContext, query: KpiQuery): Promise<KpiAnswer<T>> => {
    const filters = await kpiFiltersOf(ctx, query);
    return { from_date: filters.from, to_date: filters.to, data: await read(ctx.db, filters) };
  };
}
