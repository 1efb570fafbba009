import type { SignInRequest, SignInResponse } from '@banca/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { toSessionUser } from '../../lib/principal';
import { ACCOUNT_FREE_FAILURES, delayAfterFailures, nextAccountFailureCount, type FailureThrottle } from './login-throttle';
import * as repo from './repository';
import { newRefreshToken } from './tokens';

export interface SignInDeps {
  db: Db;
  config: Config;
  addressThrottle: FailureThrottle;
  /** Usernames that match no account, throttled like accounts. */
  unknownUserThrottle: FailureThrottle;
  signAccessToken(userId: number): string;
}

export interface SignInContext {
  actor: AuditActor;
  ip: string;
  userAgent: string | null;
}

const tooManyAttempts = (seconds: number) =>
  new AppError('TOO_MANY_LOGIN_ATTEMPTS', undefined, undefined, { 'retry-after': String(seconds) });

/** Checks the credentials and opens a session (a new refresh-token family). */
export async function signIn(deps: SignInDeps, input: SignInRequest, ctx: SignInContext): Promise<SignInResponse> {
  const { db, config, addressThrottle } = deps;
  const addressWait = addressThrottle.retryAfter(ctx.ip);
  if (addressWait > 0) throw tooManyAttempts(addressWait);

  const user = await repo.findUserForSignIn(db, input.username);
  const now = new Date();
  const nameKey = input.username.toLowerCase();
  const accountWait = user
    ? Math.ceil(((user.loginBlockedUntil?.getTime() ?? 0) - now.getTime()) / 1000)
    : deps.unknownUserThrottle.retryAfter(nameKey);
  if (accountWait > 0) throw tooManyAttempts(accountWait);
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  const refusal = !user ? 'UNKNOWN_USER' : !passwordOk ? 'BAD_PASSWORD' : refusalOf(user);
  if (refusal) {
    await recordFailure(db, user, input.username, refusal, ctx, now);
    addressThrottle.recordFailure(ctx.ip);
    if (!user) deps.unknownUserThrottle.recordFailure(nameKey);
    throw new AppError('INVALID_CREDENTIALS');
  }

  const signedIn = user!;
  const refresh = newRefreshToken();
  await db.transaction(async (tx) => {
    await repo.saveLoginSuccess(tx, signedIn.id, ctx.ip);
    const familyId = await repo.createTokenFamily(tx, {
      userId: signedIn.id,
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlDays * 86_400_000),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      tokenHash: refresh.hash,
    });
    const actor = { ...ctx.actor, userId: signedIn.id, username: signedIn.username, role: signedIn.role, partnerId: signedIn.partnerId };
    await recordAudit(tx, actor, { action: 'LOGIN', entity: 'session', entityId: familyId });
  });
  const principal = await repo.loadPrincipal(db, signedIn.id);
  if (!principal) throw new AppError('INVALID_CREDENTIALS');
  return {
    access_token: deps.signAccessToken(signedIn.id),
    refresh_token: refresh.token,
    expires_in: config.accessTokenTtlSeconds,
    user: toSessionUser(principal),
  };
}

function refusalOf(user: repo.SignInCandidate): string | null {
  if (user.status !== 'ACTIVE') return `USER_${user.status}`;
  if (!user.chainActive) return 'PARTNER_INACTIVE';
  return null;
}

async function recordFailure(
  db: Db,
  user: repo.SignInCandidate | null,
  username: string,
  reason: string,
  ctx: SignInContext,
  now: Date,
) {
  await db.transaction(async (tx) => {
    let failures: number | null = null;
    if (user) {
      failures = nextAccountFailureCount(user.failedLoginCount, user.lastFailedLoginAt, now);
      const delay = delayAfterFailures(failures, ACCOUNT_FREE_FAILURES);
      await repo.saveLoginFailure(tx, user.id, failures, delay > 0 ? new Date(now.getTime() + delay * 1000) : null);
    }
    await recordAudit(tx, { ...ctx.actor, userId: user?.id ?? null, username: username.slice(0, 64) }, {
      action: 'LOGIN_FAILED',
      entity: 'session',
      after: { reason, failures },
    });
  });
}
