import type { Db } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import type { Principal } from '../../lib/principal';
import { scopeOf } from '../../lib/scope';
import { assertMayManage, userNotFound } from './grant-check';
import * as repo from './repository';

/** Sets a new password (argon2id) and ends the user's sessions. The log never sees the hash. */
export async function resetPassword(
  db: Db,
  caller: Principal,
  input: { id: number; password: string },
  actor: AuditActor,
) {
  const scope = scopeOf(caller);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const target = await repo.findUserInScope(tx, scope, input.id, true);
    if (!target) throw userNotFound();
    assertMayManage(caller, target);
    const changedAt = new Date();
    await repo.updateUserRow(tx, target.id, {
      passwordHash,
      passwordChangedAt: changedAt,
      failedLoginCount: 0,
      loginBlockedUntil: null,
    });
    await repo.revokeUserSessions(tx, target.id, 'PASSWORD_RESET');
    await recordAudit(tx, actor, {
      action: 'RESET_PASSWORD',
      entity: 'user',
      entityId: target.id,
      subjectPartnerId: target.partner.id,
      after: { password_changed_at: changedAt.toISOString() },
    });
  });
  return { ok: true as const };
}
