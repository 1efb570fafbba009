import type { RefreshResponse } from '@banca/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { actingAs, inTransaction, type PublicContext } from '../../lib/use-case';
import * as repo from './repository';
import { hashRefreshToken, newRefreshToken } from './tokens';

export interface RefreshDeps {
  config: Config;
  signAccessToken(userId: number, sessionId: string): string;
}

/**
 * Exchanges a refresh token for a new access token and the next refresh token of its
 * family. A token that was already exchanged is a replay: the whole family is revoked.
 */
export const makeRefreshSession =
  (deps: RefreshDeps) =>
  async (ctx: PublicContext, token: string | null): Promise<RefreshResponse> => {
    if (!token) throw new AppError('UNAUTHENTICATED');
    const found = await repo.findRefreshToken(ctx.db, hashRefreshToken(token));
    if (!found || found.revokedAt || found.expiresAt <= new Date()) throw new AppError('INVALID_TOKEN');

    const principal = await repo.loadPrincipal(ctx.db, found.userId);
    const next = newRefreshToken();
    const outcome = await inTransaction(actingAs(ctx, { userId: found.userId }), async (tx) => {
      if (!principal) {
        await repo.revokeFamily(tx.db, found.familyId, 'USER_DISABLED');
        return 'disabled' as const;
      }
      if (!(await repo.markRotated(tx.db, found.tokenId))) {
        await repo.revokeFamily(tx.db, found.familyId, 'REUSE');
        await tx.audit({ action: 'TOKEN_REUSE', entity: 'session', entityId: found.familyId });
        return 'reused' as const;
      }
      await repo.addTokenToFamily(tx.db, found.familyId, next.hash);
      return 'rotated' as const;
    });
    if (outcome !== 'rotated') throw new AppError('INVALID_TOKEN');
    return {
      access_token: deps.signAccessToken(found.userId, found.familyId),
      refresh_token: next.token,
      expires_in: deps.config.accessTokenTtlSeconds,
    };
  };
