import { AppError } from '../../lib/app-error';
import { actingAs, inTransaction, type PublicContext } from '../../lib/use-case';
import * as repo from './repository';
import { hashRefreshToken } from './tokens';

/** Ends the session: its refresh-token family is revoked, whichever of its tokens is shown. */
export async function signOut(ctx: PublicContext, token: string | null): Promise<{ ok: true }> {
  if (!token) throw new AppError('UNAUTHENTICATED');
  const found = await repo.findRefreshToken(ctx.db, hashRefreshToken(token));
  if (!found) throw new AppError('INVALID_TOKEN');
  await inTransaction(actingAs(ctx, { userId: found.userId }), async (tx) => {
    await repo.revokeFamily(tx.db, found.familyId, 'LOGOUT');
    await tx.audit({ action: 'LOGOUT', entity: 'session', entityId: found.familyId });
  });
  return { ok: true };
}
