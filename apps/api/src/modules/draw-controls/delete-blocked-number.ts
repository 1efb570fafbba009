import type { BlockedNumber } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './blocked-number-repository';

/** Unblocks: the row is kept as deleted (who and when). Deleting it again changes nothing. */
export async function deleteBlockedNumber(ctx: UseCaseContext, id: number): Promise<BlockedNumber> {
  const { scope, timezone } = ctx;
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findBlockedNumber(tx.db, scope, id, timezone);
    if (!before) throw notFound('El bloqueo no existe.');
    if (before.state === 'DELETED' || !(await repo.markBlockDeleted(tx.db, id, ctx.principal.id))) {
      return (await repo.findBlockedNumber(tx.db, scope, id, timezone))!;
    }
    const after = (await repo.findBlockedNumber(tx.db, scope, id, timezone))!;
    await tx.audit({
      action: 'UNBLOCK',
      entity: 'blocked_number',
      entityId: id,
      subjectPartnerId: before.partner_id,
      before,
      after,
    });
    return after;
  });
}
