import type {
  CashFundInForcePage,
  CashPrizeTicketPage,
  listCashPrizeTickets,
  listFundsInForce,
} from '@banca/contracts';
import type { z } from 'zod';
import { listPage } from '../../lib/pagination';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';
import {
  fundsInForce,
  prizeTicketCount,
  prizeTicketRows,
  prizeTicketTotals,
  type PrizeTicketFilters,
} from './fund-prize-repository';
import { sortedBy, summedPage } from './summed-page';

type FundQuery = z.output<(typeof listFundsInForce)['request']['query']>;
type PrizeQuery = z.output<(typeof listCashPrizeTickets)['request']['query']>;

/** The fund in force of each taquilla and currency of the caller's subtree, summed per currency. */
export async function listFundsInForceOf(ctx: UseCaseContext, query: FundQuery): Promise<CashFundInForcePage> {
  const partnerPath =
    query.partner_id === undefined ? null : (await partnerInScopeOr404(ctx.db, ctx.scope, query.partner_id)).path;
  const rows = await fundsInForce(ctx.db, ctx.scope, partnerPath);
  return summedPage(sortedBy(rows, query), query, { counts: [], amounts: ['amount'] });
}

/** Prizes paid and still owed, one ticket a row, in the period (today by default), with totals per currency. */
export async function listPrizeTickets(
  ctx: UseCaseContext,
  query: PrizeQuery,
  cachedCount: number | null,
): Promise<CashPrizeTicketPage> {
  const today = await businessToday(ctx);
  const taquillaId =
    query.taquilla_id === undefined
      ? null
      : (await partnerInScopeOr404(ctx.db, ctx.scope, query.taquilla_id, 'La taquilla no existe.')).id;
  const filters: PrizeTicketFilters = {
    fromDate: query.from_date ?? today,
    toDate: query.to_date ?? today,
    taquillaId,
  };
  const page = {
    sort: query.sort,
    order: query.order,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  const [rows, totals] = await Promise.all([
    listPage(
      query,
      cachedCount,
      (limit, offset) => prizeTicketRows(ctx.db, ctx.scope, filters, { ...page, limit, offset }),
      () => prizeTicketCount(ctx.db, ctx.scope, filters),
    ),
    prizeTicketTotals(ctx.db, ctx.scope, filters),
  ]);
  return { ...rows, totals };
}
