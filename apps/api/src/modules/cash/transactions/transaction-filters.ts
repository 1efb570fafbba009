import type { UseCaseContext } from '../../../lib/use-case';
import { partnerPathOf, periodOf } from '../list-filters';
import type { MovementFilters } from '../movement-repository';

type HistoryQuery = { from_date?: string | undefined; to_date?: string | undefined; partner_id?: number | undefined };

/**
 * The transactions below the caller: the pending ones (since any date), or the history of those a
 * superior approved or rejected (today by default).
 */
export const transactionFilters = async (
  ctx: UseCaseContext,
  query: HistoryQuery,
  tab: 'pending' | 'history',
): Promise<MovementFilters> => ({
  kinds: ['INGRESO', 'EGRESO'],
  ...(await periodOf(ctx, query, tab === 'pending' ? '2000-01-01' : undefined)),
  partnerPath: await partnerPathOf(ctx, query.partner_id),
  statuses: tab === 'pending' ? ['PENDIENTE'] : ['APROBADO', 'RECHAZADO'],
  handledOnly: tab === 'history',
  belowPartnerId: ctx.principal.partner.id,
});
