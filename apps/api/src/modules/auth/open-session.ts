import type { SignInResponse } from '@banca/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { toSessionUser } from '../../lib/principal';
import { actingAs, inTransaction, type PublicContext } from '../../lib/use-case';
import { throttleKeys } from './login-throttle';
import * as repo from './repository';
import { clearFailures } from './throttle-repository';
import { newRefreshToken } from './tokens';

export interface SessionDeps {
  config: Config;
  signAccessToken(userId: number, sessionId: string): string;
}

/** Who signs in, and the client it signs in from (kept on the session). */
export interface SessionOpening {
  user: { id: number; username: string; role: string; partnerId: number };
  ip: string;
  userAgent: string | null;
  /** Work that must commit with the session (a second factor's code spent); what it answers goes in the LOGIN audit row. */
  within?: (tx: PublicContext) => Promise<unknown>;
}

/** Opens a session (a new refresh-token family) for a user whose credentials were checked. */
export async function openSession(
  deps: SessionDeps,
  ctx: PublicContext,
  { user, ip, userAgent, within }: SessionOpening,
): Promise<SignInResponse> {
  const { config } = deps;
  const refresh = newRefreshToken();
  const who = { userId: user.id, username: user.username, role: user.role, partnerId: user.partnerId };
  const sessionId = await inTransaction(actingAs(ctx, who), async (tx) => {
    const after = within ? await within(tx) : undefined;
    await repo.saveLoginSuccess(tx.db, user.id, ip);
    await clearFailures(tx.db, [throttleKeys(user.username, ip).accountAddress]);
    const familyId = await repo.createTokenFamily(tx.db, {
      userId: user.id,
      expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
      ip,
      userAgent,
      tokenHash: refresh.hash,
    });
    await tx.audit({ action: 'LOGIN', entity: 'session', entityId: familyId, after });
    return familyId;
  });
  const principal = await repo.loadPrincipal(ctx.db, user.id);
  if (!principal) throw new AppError('INVALID_CREDENTIALS');
  return {
    access_token: deps.signAccessToken(user.id, sessionId),
    refresh_token: refresh.token,
    expires_in: config.accessTokenTtlSeconds,
    user: toSessionUser(principal),
  };
}
