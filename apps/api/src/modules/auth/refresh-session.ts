import type { RefreshResponse } from '@banca/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import * as repo from './repository';
import { hashRefreshToken, newRefreshToken } from './tokens';

export interface RefreshDeps {
  db: Db;
  config: Config;
  signAccessToken(userId: number): string;
}

/**
 * Exchanges a refresh token for a new access token and the next refresh token of its
 * family. A token that was already exchanged is a replay: the whole family is revoked.
 */
export async function refreshSession(deps: RefreshDeps, token: string | null, actor: AuditActor): Promise<RefreshResponse> {
  const { db } = deps;
  if (!token) throw new AppError('UNAUTHENTICATED');
  const found = await repo.findRefreshToken(db, hashRefreshToken(token));
  if (!found || found.revokedAt || found.expiresAt <= new Date()) throw new AppError('INVALID_TOKEN');

  const principal = await repo.loadPrincipal(db, found.userId);
  const next = newRefreshToken();
  const outcome = await db.transaction(async (tx) => {
    if (!principal) {
      await repo.revokeFamily(tx, found.familyId, 'USER_DISABLED');
      return 'disabled' as const;
    }
    if (!(await repo.markRotated(tx, found.tokenId))) {
      await repo.revokeFamily(tx, found.familyId, 'REUSE');
      await recordAudit(tx, { ...actor, userId: found.userId }, { action: 'TOKEN_REUSE', entity: 'session', entityId: found.familyId });
      return 'reused' as const;
    }
    await repo.addTokenToFamily(tx, found.familyId, next.hash);
    return 'rotated' as const;
  });
  if (outcome !== 'rotated') throw new AppError('INVALID_TOKEN');
  return {
    access_token: deps.signAccessToken(found.userId),
    refresh_token: next.token,
    expires_in: deps.config.accessTokenTtlSeconds,
  };
}
