import { hashPassword } from '../../lib/passwords';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { assertMayManage, userNotFound } from './grant-check';
import * as repo from './repository';

/** Sets a new password (argon2id) and ends the user's sessions. The log never sees the hash. */
export async function resetPassword(ctx: UseCaseContext, input: { id: number; password: string }) {
  const { principal: caller, scope } = ctx;
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    const target = await repo.findUserInScope(tx.db, scope, input.id, true);
    if (!target) throw userNotFound();
    assertMayManage(caller, target);
    const changedAt = new Date();
    await repo.updateUserRow(tx.db, target.id, {
      passwordHash,
      passwordChangedAt: changedAt,
      failedLoginCount: 0,
      loginBlockedUntil: null,
    });
    await repo.revokeUserSessions(tx.db, target.id, 'PASSWORD_RESET');
    await tx.audit({
      action: 'RESET_PASSWORD',
      entity: 'user',
      entityId: target.id,
      subjectPartnerId: target.partner.id,
      after: { password_changed_at: changedAt.toISOString() },
    });
  });
  return { ok: true as const };
}
