import type { User } from '@banca/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Principal } from '../../lib/principal';
import { scopeOf } from '../../lib/scope';
import { assertMayManage, userNotFound } from './grant-check';
import * as repo from './repository';

/**
 * Blocks or unblocks a user. Blocking takes effect at once: every request re-reads the user
 * (loadPrincipal refuses a blocked one) and its refresh-token families are revoked.
 */
export async function setUserStatus(
  db: Db,
  caller: Principal,
  id: number,
  block: boolean,
  actor: AuditActor,
): Promise<User> {
  const scope = scopeOf(caller);
  return db.transaction(async (tx) => {
    const target = await repo.findUserInScope(tx, scope, id, true);
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
      tx,
      target.id,
      block ? { status } : { status, failedLoginCount: 0, loginBlockedUntil: null },
    );
    if (block) await repo.revokeUserSessions(tx, target.id, 'USER_BLOCKED');
    const updated = repo.publicUser((await repo.findUserInScope(tx, scope, target.id))!);
    await recordAudit(tx, actor, {
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
