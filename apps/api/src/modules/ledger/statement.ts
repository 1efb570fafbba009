import type { ListAccountEntriesQuery, MovementReportQuery } from '@banca/contracts';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { subtreePattern } from '../../lib/scope';
import { reportPeriod } from '../general-report';
import { lineQueries, type LineFilters } from './lines-repository';
import type { MovementFilters } from './movement-repository';

type StatementQuery = Omit<ListAccountEntriesQuery, 'account_id' | 'partner_id'> & {
  partner_id?: number | undefined;
  account_id?: number | undefined;
};

/** Whose statement: a partner of the caller's subtree (404 outside it), the caller's own by default. */
export const statementPartner = (ctx: UseCaseContext, partnerId: number | undefined) =>
  partnerInScopeOr404(ctx.db, ctx.scope, partnerId ?? ctx.principal.partner.id);

/** The period (today by default) and the narrowing a statement and the movement report share. */
async function periodNarrowingOf(ctx: UseCaseContext, query: StatementQuery | MovementQuery) {
  const period = await reportPeriod(ctx, query.from_date, query.to_date);
  return {
    from: period.from,
    to: period.to,
    accountId: query.account_id,
    currency: query.currency,
    origin: query.origin,
    kind: query.kind,
  };
}

/** The filters of a partner's statement over a period (today by default). */
export async function lineFiltersOf(ctx: UseCaseContext, query: StatementQuery): Promise<LineFilters> {
  const partner = await statementPartner(ctx, query.partner_id);
  return {
    partnerId: partner.id,
    ...(await periodNarrowingOf(ctx, query)),
    order: query.order ?? 'asc',
  };
}

/** The queries of a partner's statement (account-entries list and its export). */
export async function statementQueries(ctx: UseCaseContext, query: StatementQuery) {
  return lineQueries(ctx.db, await lineFiltersOf(ctx, query));
}

type MovementQuery = Omit<MovementReportQuery, 'account_id' | 'partner_id'> & {
  partner_id?: number | undefined;
  account_id?: number | undefined;
};

/** The movement report's filters: the subtree of the chosen partner (inside the caller's), the period. */
export async function movementFiltersOf(ctx: UseCaseContext, query: MovementQuery): Promise<MovementFilters> {
  const root = query.partner_id ? await statementPartner(ctx, query.partner_id) : null;
  return {
    pattern: root ? subtreePattern({ partnerId: root.id, path: root.path }) : subtreePattern(ctx.scope),
    ...(await periodNarrowingOf(ctx, query)),
    sort: query.sort ?? 'business_date',
    order: query.order ?? 'asc',
  };
}
