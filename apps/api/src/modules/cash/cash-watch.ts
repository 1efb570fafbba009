import type {
  CashPrizePage,
  CashResumePage,
  listCashAudit as auditContract,
  cashPrizes as prizesContract,
  cashResume as resumeContract,
  listCashFunds as fundsContract,
} from '@banca/contracts';
import type { z } from 'zod';
import { listPage } from '../../lib/pagination';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';
import { prizeRows, resumeRows } from './resume-repository';
import { sortedBy, summedPage } from './summed-page';
import { cashAuditCount, cashAuditRows, fundCount, fundRows } from './watch-repository';

type AuditQuery = z.output<(typeof auditContract)['request']['query']>;
type FundQuery = z.output<(typeof fundsContract)['request']['query']>;
type ResumeQuery = z.output<(typeof resumeContract)['request']['query']>;
type PrizeQuery = z.output<(typeof prizesContract)['request']['query']>;

const pathOf = async (ctx: UseCaseContext, partnerId: number | undefined) =>
  partnerId === undefined ? null : (await partnerInScopeOr404(ctx.db, ctx.scope, partnerId)).path;

/** Every cash change of the caller's taquillas in the period (today by default), newest first unless asked. */
export async function listCashAudit(ctx: UseCaseContext, query: AuditQuery, cachedCount: number | null) {
  const today = await businessToday(ctx);
  const filters = {
    fromDate: query.from_date ?? today,
    toDate: query.to_date ?? today,
    partnerPath: await pathOf(ctx, query.partner_id),
    timezone: ctx.timezone,
  };
  const desc = query.sort === undefined || query.order === 'desc';
  return listPage(
    query,
    cachedCount,
    (limit, offset) => cashAuditRows(ctx.db, ctx.scope, filters, { desc, limit, offset }),
    () => cashAuditCount(ctx.db, ctx.scope, filters),
  );
}

/** Every fund set for the caller's taquillas, the one in force marked. */
export async function listCashFunds(ctx: UseCaseContext, query: FundQuery, cachedCount: number | null) {
  const partnerPath = await pathOf(ctx, query.partner_id);
  const desc = query.sort === undefined || query.order === 'desc';
  return listPage(
    query,
    cachedCount,
    (limit, offset) => fundRows(ctx.db, ctx.scope, partnerPath, { desc, limit, offset }),
    () => fundCount(ctx.db, ctx.scope, partnerPath),
  );
}

/** The period of a watch read: the query's, else today in the caller's zone. */
async function periodOf(ctx: UseCaseContext, query: { from_date?: string | undefined; to_date?: string | undefined }) {
  const today = await businessToday(ctx);
  return { from: query.from_date ?? today, to: query.to_date ?? today };
}

/** Registers per day and agency in the period: by state, with their figures and totals per currency. */
export async function cashResume(ctx: UseCaseContext, query: ResumeQuery): Promise<CashResumePage> {
  const { from, to } = await periodOf(ctx, query);
  const rows = await resumeRows(ctx.db, ctx.scope, from, to);
  return summedPage(sortedBy(rows, query), query, {
    counts: ['registers', 'created', 'returned', 'sent', 'approved', 'pending'],
    amounts: ['expected', 'counted', 'difference'],
  });
}

/** Prizes paid at each taquilla in the period, and those of its tickets still owed, with totals per currency. */
export async function cashPrizes(ctx: UseCaseContext, query: PrizeQuery): Promise<CashPrizePage> {
  const { from, to } = await periodOf(ctx, query);
  const rows = await prizeRows(ctx.db, ctx.scope, from, to);
  return summedPage(sortedBy(rows, query), query, { counts: ['paid_count', 'pending_count'], amounts: ['paid', 'pending'] });
}
