import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { endSessionsOf } from '../auth';
import { assertMayManage, userNotFound } from './grant-check';
import * as repo from './repository';

const WRONG_CURRENT = 'La contraseña actual no es correcta.';

/**
 * Sets a new password (argon2id) and ends the user's sessions; the log never sees the hash. On
 * someone else's account it is a manager's action (the manage rule); on one's own it asks for the
 * current password, so that a stolen session cannot lock its owner out.
 */
export async function resetUserPassword(
  ctx: UseCaseContext,
  input: { id: number; password: string; current_password?: string | undefined },
) {
  const { principal: caller, scope } = ctx;
  const own = input.id === caller.id;
  if (own) await assertCurrentPassword(ctx, input.current_password);
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
    await endSessionsOf(tx.db, [target.id], own ? 'PASSWORD_CHANGED' : 'PASSWORD_RESET');
    await tx.audit({
      action: own ? 'CHANGE_PASSWORD' : 'RESET_PASSWORD',
      entity: 'user',
      entityId: target.id,
      subjectPartnerId: target.partner.id,
      after: { password_changed_at: changedAt.toISOString() },
    });
  });
  return { ok: true as const };
}

async function assertCurrentPassword(ctx: UseCaseContext, current: string | undefined): Promise<void> {
  if (!current) {
    const message = 'Para cambiar su propia contraseña indique la actual.';
    throw new AppError('VALIDATION_ERROR', message, [{ field: 'current_password', message }]);
  }
  const hash = await repo.passwordHashOf(ctx.db, ctx.principal.id);
  if (!hash || !(await verifyPassword(hash, current))) {
    throw new AppError('VALIDATION_ERROR', WRONG_CURRENT, [{ field: 'current_password', message: WRONG_CURRENT }]);
  }
}
