import type { UseCaseContext } from '../../lib/use-case';
import { listPotes, type PoteListRequest } from './potes';

/** One page of a polla type's weekly potes, newest first unless asked otherwise. */
export const listWeeklyJackpots = (ctx: UseCaseContext, query: PoteListRequest) => listPotes(ctx, 'WEEKLY', query);
