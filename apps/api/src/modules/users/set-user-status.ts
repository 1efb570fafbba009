import type { User } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { endSessionsOf } from '../auth';
import { assertMayManage, userNotFound } from './grant-check';
import * as repo from './repository';

/**
 * Blocks or unblocks a user. Blocking takes effect at once: every request re-reads the user
 * (loadPrincipal refuses a blocked one) and its refresh-token families are revoked.
 */
export async function setUserStatus(ctx: UseCaseContext, { id, block }: { id: number; block: boolean }): Promise<User> {
  const { principal: caller, scope } = ctx;
  return inTransaction(ctx, async (tx) => {
    const target = await repo.findUserInScope(tx.db, scope, id, true);
    if (!target) throw userNotFound();
    if (target.id === caller.id) {
      throw new AppError('UNPROCESSABLE', 'No puede bloquearse ni desbloquearse a sí mismo.', [
        { field: 'id', message: 'No puede bloquearse ni desbloquearse a sí mismo.' },
      ]);
    }
    assertMayManage(caller, target);
    const status = block ? 'BLOCKED' : 'ACTIVE';
    if (target.status === status) return repo.publicUser(target);
    await repo.updateUserRow(
      tx.db,
      target.id,
      block ? { status } : { status, failedLoginCount: 0, loginBlockedUntil: null },
    );
    if (block) await endSessionsOf(tx.db, [target.id], 'USER_BLOCKED');
    const updated = repo.publicUser((await repo.findUserInScope(tx.db, scope, target.id))!);
    await tx.audit({
      action: block ? 'BLOCK' : 'UNBLOCK',
      entity: 'user',
      entityId: target.id,
      subjectPartnerId: target.partner.id,
      before: { status: target.status },
      after: { status },
    });
    return updated;
  });
}
