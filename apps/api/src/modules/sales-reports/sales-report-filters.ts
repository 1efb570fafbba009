import { MAX_SALES_REPORT_DAYS, type Currency, type SaleChannel, type SalesReportLevel } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { Scope } from '../../lib/scope';
import type { UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';

/** The filters every sales report takes, as their schemas parse them (each report uses a part). */
export interface SalesReportQuery {
  from_date?: string | undefined;
  to_date?: string | undefined;
  partner_id?: number | undefined;
  product_id?: number | undefined;
  currency?: Currency | undefined;
  channel?: SaleChannel | undefined;
  level?: SalesReportLevel | undefined;
}

/** What the report queries filter by: business dates (both included) and the focus's subtree. */
export interface SalesReportFilters {
  from: string;
  to: string;
  /** The caller's partner, or `partner_id` once it is known to lie in the caller's subtree. */
  focus: Scope;
  productId: number | null;
  currency: Currency | null;
  channel: SaleChannel | null;
  /** The partner level rows group at; null: the focus's direct children. */
  level: SalesReportLevel | null;
}

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/**
 * The filters of a sales report call. Missing dates are today in the caller's zone, or the other
 * date when only one is given; a backward or too long period is a 400 on `to_date`; a
 * `partner_id` outside the caller's subtree is a 404, as if it did not exist.
 */
export async function salesReportFiltersOf(ctx: UseCaseContext, query: SalesReportQuery): Promise<SalesReportFilters> {
  const given = query.from_date ?? query.to_date ?? (await businessToday(ctx));
  const from = query.from_date ?? given;
  const to = query.to_date ?? given;
  if (to < from) throw invalidField('to_date', 'La fecha final no puede ser anterior a la inicial.');
  if (daysIn(from, to) > MAX_SALES_REPORT_DAYS) {
    throw invalidField('to_date', `El rango no puede pasar de ${MAX_SALES_REPORT_DAYS} días.`);
  }
  const focus =
    query.partner_id === undefined
      ? ctx.scope
      : await partnerInScopeOr404(ctx.db, ctx.scope, query.partner_id).then((p) => ({ partnerId: p.id, path: p.path }));
  return {
    from,
    to,
    focus,
    productId: query.product_id ?? null,
    currency: query.currency ?? null,
    channel: query.channel ?? null,
    level: query.level ?? null,
  };
}
