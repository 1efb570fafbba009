import type { CashPrizeTicketPage, listCashPrizeTickets as listCashPrizeTicketsContract } from '@banca/contracts';
import { listPage, type ListInput, type QueryOf } from '../../../lib/pagination';
import { partnerInScopeOr404 } from '../../../lib/scoped-partners';
import type { UseCaseContext } from '../../../lib/use-case';
import {
  prizeTicketCount,
  prizeTicketRows,
  prizeTicketTotals,
  type PrizeTicketFilters,
} from '../fund-prize-repository';
import { pageOf, periodOf } from '../list-filters';

/** Prizes paid and still owed, one ticket a row, in the period (today by default), with totals per currency. */
export async function listCashPrizeTickets(
  ctx: UseCaseContext,
  { query, cachedCount }: ListInput<QueryOf<typeof listCashPrizeTicketsContract>>,
): Promise<CashPrizeTicketPage> {
  const period = await periodOf(ctx, query);
  const taquillaId =
    query.taquilla_id === undefined
      ? null
      : (await partnerInScopeOr404(ctx.db, ctx.scope, query.taquilla_id, 'La taquilla no existe.')).id;
  const filters: PrizeTicketFilters = { ...period, taquillaId };
  const [rows, totals] = await Promise.all([
    listPage(
      query,
      cachedCount,
      (limit, offset) => prizeTicketRows(ctx.db, ctx.scope, filters, { ...pageOf(query), limit, offset }),
      () => prizeTicketCount(ctx.db, ctx.scope, filters),
    ),
    prizeTicketTotals(ctx.db, ctx.scope, filters),
  ]);
  return { ...rows, totals };
}
