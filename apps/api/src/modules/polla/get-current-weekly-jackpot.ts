import type { UseCaseContext } from '../../lib/use-case';
import { currentPote } from './potes';

/** A polla type's this week's weekly pote with its movements, opened when missing. */
export const getCurrentWeeklyJackpot = (ctx: UseCaseContext, pollaTypeId: number) =>
  currentPote(ctx, 'WEEKLY', pollaTypeId);
