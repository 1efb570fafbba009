import type { CashMovementKind, CashMovementPage, ZCashMovementQuery } from '@banca/contracts';
import type { z } from 'zod';
import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { pageOf, partnerPathOf, periodOf, type Paged } from './list-filters';
import { countMovements, listMovements, movementTotals, type MovementFilters } from './movement-repository';

/** A page of movements of the filters, with their totals per currency over every page. */
export async function movementPage(
  ctx: UseCaseContext,
  query: Paged,
  filters: MovementFilters,
  cachedCount: number | null,
): Promise<CashMovementPage> {
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

/** Incomes, outcomes or reloads of the caller's taquillas: the list each of the three answers. */
export async function listCashMovements(
  ctx: UseCaseContext,
  kind: CashMovementKind,
  { query, cachedCount }: ListInput<z.output<typeof ZCashMovementQuery>>,
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
