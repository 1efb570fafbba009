import type { UseCaseContext } from '../../lib/use-case';
import { currentPote } from './potes';

/** A polla type's today's daily pote with its movements, opened when missing. */
export const getCurrentDailyJackpot = (ctx: UseCaseContext, pollaTypeId: number) =>
  currentPote(ctx, 'DAILY', pollaTypeId);
