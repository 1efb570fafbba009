import type { UseCaseContext } from '../../lib/use-case';
import { listPotes, type PoteListRequest } from './potes';

/** One page of a polla type's daily potes, newest first unless asked otherwise. */
export const listDailyJackpots = (ctx: UseCaseContext, query: PoteListRequest) => listPotes(ctx, 'DAILY', query);
