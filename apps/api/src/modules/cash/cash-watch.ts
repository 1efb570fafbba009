import type { listCashAudit as auditContract, listCashFunds as fundsContract } from '@banca/contracts';
import type { z } from 'zod';
import { listPage } from '../../lib/pagination';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { todayIn } from '../results/today';
import { prizeRows, resumeRows } from './resume-repository';
import { cashAuditCount, cashAuditRows, fundCount, fundRows } from './watch-repository';

type AuditQuery = z.output<(typeof auditContract)['request']['query']>;
type FundQuery = z.output<(typeof fundsContract)['request']['query']>;

const pathOf = async (ctx: UseCaseContext, partnerId: number | undefined) =>
  partnerId === undefined ? null : (await partnerInScopeOr404(ctx.db, ctx.scope, partnerId)).path;

/** Every cash change of the caller's taquillas in the period (today by default), newest first unless asked. */
export async function listCashAudit(ctx: UseCaseContext, query: AuditQuery, cachedCount: number | null) {
  const today = todayIn(ctx.timezone, await ctx.now());
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
  const today = todayIn(ctx.timezone, await ctx.now());
  return { from: query.from_date ?? today, to: query.to_date ?? today };
}

/** Registers per day and agency in the period: by state, with their figures. */
export async function cashResume(ctx: UseCaseContext, query: { from_date?: string | undefined; to_date?: string | undefined }) {
  const { from, to } = await periodOf(ctx, query);
  return resumeRows(ctx.db, ctx.scope, from, to);
}

/** Prizes paid at each taquilla in the period, and those of its tickets still owed. */
export async function cashPrizes(ctx: UseCaseContext, query: { from_date?: string | undefined; to_date?: string | undefined }) {
  const { from, to } = await periodOf(ctx, query);
  return prizeRows(ctx.db, ctx.scope, from, to);
}
