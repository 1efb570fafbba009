import type { ZCashRegisterQuery } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../../lib/use-case';
import { partnerPathOf, periodOf } from '../list-filters';
import type { RegisterFilters } from '../register-list-repository';

/** The filters of the registers' list, its summary and its export: period, partner, state and currency. */
export async function registerFilters(
  ctx: UseCaseContext,
  query: z.output<typeof ZCashRegisterQuery>,
): Promise<RegisterFilters> {
  return {
    ...(await periodOf(ctx, query)),
    partnerPath: await partnerPathOf(ctx, query.partner_id),
    status: query.status,
    currency: query.currency,
  };
}
