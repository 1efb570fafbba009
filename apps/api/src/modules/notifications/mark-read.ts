import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './notification-repository';

/** Marks the caller's notifications read (these, or all) and tells its other open bells. */
export async function markRead(ctx: UseCaseContext, ids: readonly number[] | 'all'): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const changed = await repo.markRead(tx.db, ctx.principal.id, ids);
    if (changed) await repo.signalUsers(tx.db, [ctx.principal.id]);
    return changed;
  });
}
