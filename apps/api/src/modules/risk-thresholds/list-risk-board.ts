import type { listRiskBoard as listRiskBoardContract, RiskBoardPage } from '@banca/contracts';
import type { QueryOf } from '../../lib/pagination';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { keepRiskBoard } from './risk-board-fold-repository';
import { readRiskBoard } from './risk-board-repository';

/**
 * The live risk board (ADR 058, issue 27) of the caller's part of the network, or of a branch of
 * it (`partner_id` outside it is a 404): the open draws' numbers against the limits that hold
 * them, largest payout first unless another sort is asked, and every open draw's sales and worst
 * case per currency. Read from the copy of the exposure the risk watch keeps while boards are read.
 */
export async function listRiskBoard(
  ctx: UseCaseContext,
  query: QueryOf<typeof listRiskBoardContract>,
): Promise<RiskBoardPage> {
  const focus =
    query.partner_id === undefined
      ? ctx.scope
      : await partnerInScopeOr404(ctx.db, ctx.scope, query.partner_id, 'La sucursal no existe.').then((partner) => ({
          partnerId: partner.id,
          path: partner.path,
        }));
  await keepRiskBoard(ctx.db);
  const board = await readRiskBoard(ctx.db, {
    focus,
    occurrenceId: query.occurrence_id ?? null,
    lotteryId: query.lottery_id ?? null,
    productId: query.product_id ?? null,
    currency: query.currency ?? null,
    minPct: query.min_pct ?? null,
    sort: query.sort ?? 'payout',
    // Without a sort of its own the board puts the largest first; an asked sort keeps its order.
    descending: query.sort === undefined || query.order === 'desc',
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: board.rows,
    total: board.total,
    page: query.page,
    per_page: query.per_page,
    totals: board.totals,
    draws: board.draws,
  };
}
