import type { PrizeCheckResponse } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { loadTicket } from '../tickets';
import { findPrizeTicket, payingTaquillaOf } from './find-prize';
import { prizeRefusal } from './prize-rules';
import type { PrizeInput } from './pay-prize';
import { winnerRequired } from './winner-rules';

/**
 * The ticket behind a serial and security code, whether the caller's taquilla may pay it now, and
 * whether paying it needs the winner identified (so the point of sale asks before paying).
 */
export async function checkPrize(ctx: UseCaseContext, input: PrizeInput): Promise<PrizeCheckResponse> {
  const taquilla = await payingTaquillaOf(ctx, input.taquilla_id);
  const found = await findPrizeTicket(ctx.db, taquilla, input.serial, input.security_code, ctx.principal.id);
  const refusal = prizeRefusal(found, taquilla);
  const ticket = (await loadTicket(ctx.db, { id: found.id }, null))!;
  return {
    ticket,
    payable: refusal === null,
    reason: refusal?.message ?? null,
    winner_required: refusal === null && winnerRequired(found.prizeTotal, taquilla),
  };
}
