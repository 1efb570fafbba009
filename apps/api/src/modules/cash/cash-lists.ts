import type { CashMovementKind, CashMovementPage, CashRegisterPage, TransactionSummaryRow, ZCashMovementQuery, ZCashRegisterQuery, ZTransactionQuery } from '@banca/contracts';
import type { z } from 'zod';
import { businessToday } from '../../lib/business-day';
import { listPage } from '../../lib/pagination';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { countMovements, listMovements, movementTotals, movementTotalsByState, type MovementFilters } from './movement-repository';
import { countRegisters, listRegisters, registerTotals } from './register-list-repository';
import { registerViews } from './register-view';

type HistoryQuery = { from_date?: string | undefined; to_date?: string | undefined; partner_id?: number | undefined };
type Paged = { page: number; per_page: number; sort?: string | undefined; order: 'asc' | 'desc' };
const pageOf = (query: Paged) => ({ sort: query.sort, order: query.order, limit: query.per_page, offset: (query.page - 1) * query.per_page });

/** The dates a list reads: the query's, else today in the caller's zone. */
async function periodOf(ctx: UseCaseContext, query: { from_date?: string | undefined; to_date?: string | undefined }, since?: string) {
  const today = await businessToday(ctx);
  return { fromDate: query.from_date ?? since ?? today, toDate: query.to_date ?? today };
}

async function partnerPathOf(ctx: UseCaseContext, partnerId: number | undefined) {
  return partnerId === undefined ? null : (await partnerInScopeOr404(ctx.db, ctx.scope, partnerId)).path;
}

async function movementPage(ctx: UseCaseContext, query: Paged, filters: MovementFilters, cachedCount: number | null): Promise<CashMovementPage> {
  const [page, totals] = await Promise.all([
    listPage(
      { ...query, sort: undefined },
      cachedCount,
      (limit, offset) => listMovements(ctx.db, ctx.scope, filters, { ...pageOf(query), limit, offset }),
      () => countMovements(ctx.db, ctx.scope, filters),
    ),
    movementTotals(ctx.db, ctx.scope, filters),
  ]);
  return { ...page, totals };
}

/** Incomes, outcomes or reloads of the caller's taquillas. */
export async function listCashMovements(
  ctx: UseCaseContext,
  kind: CashMovementKind,
  { query, cachedCount }: { query: z.output<typeof ZCashMovementQuery>; cachedCount: number | null },
): Promise<CashMovementPage> {
  const filters: MovementFilters = {
    kinds: [kind],
    ...(await periodOf(ctx, query)),
    partnerPath: await partnerPathOf(ctx, query.partner_id),
    statuses: query.status ? [query.status] : undefined,
    currency: query.currency,
    cashRegisterId: query.cash_register_id,
  };
  return movementPage(ctx, query, filters, cachedCount);
}

const transactionFilters = async (ctx: UseCaseContext, query: HistoryQuery, tab: 'pending' | 'history'): Promise<MovementFilters> => ({
  kinds: ['INGRESO', 'EGRESO'],
  ...(await periodOf(ctx, query, tab === 'pending' ? '2000-01-01' : undefined)),
  partnerPath: await partnerPathOf(ctx, query.partner_id),
  statuses: tab === 'pending' ? ['PENDIENTE'] : ['APROBADO', 'RECHAZADO'],
  handledOnly: tab === 'history',
  belowPartnerId: ctx.principal.partner.id,
});

/** The history of transactions summed per currency, kind and state (approved or rejected). */
export async function transactionHistorySummary(ctx: UseCaseContext, query: HistoryQuery): Promise<TransactionSummaryRow[]> {
  return (await movementTotalsByState(ctx.db, ctx.scope, await transactionFilters(ctx, query, 'history'))) as TransactionSummaryRow[];
}

/** Pending transactions below the caller, or the handled ones (history). */
export async function listTransactions(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: z.output<typeof ZTransactionQuery>; cachedCount: number | null },
): Promise<CashMovementPage> {
  return movementPage(ctx, query, await transactionFilters(ctx, query, query.tab), cachedCount);
}

async function registerFilters(ctx: UseCaseContext, query: z.output<typeof ZCashRegisterQuery>) {
  return { ...(await periodOf(ctx, query)), partnerPath: await partnerPathOf(ctx, query.partner_id), status: query.status, currency: query.currency };
}

/** The registers of the list's filters counted and summed per state and currency. */
export async function cashRegisterSummary(ctx: UseCaseContext, query: z.output<typeof ZCashRegisterQuery>) {
  return registerTotals(ctx.db, ctx.scope, await registerFilters(ctx, query), true);
}

/** Registers of the caller's taquillas, with their figures. */
export async function listCashRegisters(
  ctx: UseCaseContext,
  { query, cachedCount }: { query: z.output<typeof ZCashRegisterQuery>; cachedCount: number | null },
): Promise<CashRegisterPage> {
  const filters = await registerFilters(ctx, query);
  const page = await listPage(
    { ...query, sort: undefined },
    cachedCount,
    (limit, offset) => listRegisters(ctx.db, ctx.scope, filters, { ...pageOf(query), limit, offset }),
    () => countRegisters(ctx.db, ctx.scope, filters),
  );
  return { ...page, data: await registerViews(ctx.db, page.data), totals: await registerTotals(ctx.db, ctx.scope, filters) };
}
