import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import * as repo from './repository';
import { hashRefreshToken } from './tokens';

/** Ends the session: its refresh-token family is revoked, whichever of its tokens is shown. */
export async function signOut(db: Db, token: string | null, actor: AuditActor): Promise<{ ok: true }> {
  if (!token) throw new AppError('UNAUTHENTICATED');
  const found = await repo.findRefreshToken(db, hashRefreshToken(token));
  if (!found) throw new AppError('INVALID_TOKEN');
  await db.transaction(async (tx) => {
    await repo.revokeFamily(tx, found.familyId, 'LOGOUT');
    await recordAudit(tx, { ...actor, userId: found.userId }, { action: 'LOGOUT', entity: 'session', entityId: found.familyId });
  });
  return { ok: true };
}
