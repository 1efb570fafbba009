import type { SignInRequest, SignInResponse } from '@banca/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { toSessionUser } from '../../lib/principal';
import { actingAs, inTransaction, type PublicContext } from '../../lib/use-case';
import { ACCOUNT_FREE_FAILURES, delayAfterFailures, nextAccountFailureCount, type FailureThrottle } from './login-throttle';
import * as repo from './repository';
import { newRefreshToken } from './tokens';

export interface SignInDeps {
  config: Config;
  addressThrottle: FailureThrottle;
  /** Usernames that match no account, throttled like accounts. */
  unknownUserThrottle: FailureThrottle;
  signAccessToken(userId: number): string;
}

/** The credentials, and the client they come from (kept on the session). */
export interface SignInInput extends SignInRequest {
  ip: string;
  userAgent: string | null;
}

const tooManyAttempts = (seconds: number) =>
  new AppError('TOO_MANY_LOGIN_ATTEMPTS', undefined, undefined, { 'retry-after': String(seconds) });

/** Checks the credentials and opens a session (a new refresh-token family). */
export const makeSignIn = (deps: SignInDeps) => (ctx: PublicContext, input: SignInInput) => signIn(deps, ctx, input);

async function signIn(deps: SignInDeps, ctx: PublicContext, input: SignInInput): Promise<SignInResponse> {
  const { config, addressThrottle } = deps;
  const addressWait = addressThrottle.retryAfter(input.ip);
  if (addressWait > 0) throw tooManyAttempts(addressWait);

  const user = await repo.findUserForSignIn(ctx.db, input.username);
  const now = new Date();
  const nameKey = input.username.toLowerCase();
  const accountWait = user
    ? Math.ceil(((user.loginBlockedUntil?.getTime() ?? 0) - now.getTime()) / 1000)
    : deps.unknownUserThrottle.retryAfter(nameKey);
  if (accountWait > 0) throw tooManyAttempts(accountWait);
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  const refusal = !user ? 'UNKNOWN_USER' : !passwordOk ? 'BAD_PASSWORD' : refusalOf(user);
  if (refusal) {
    await recordFailure(ctx, user, input.username, refusal, now);
    addressThrottle.recordFailure(input.ip);
    if (!user) deps.unknownUserThrottle.recordFailure(nameKey);
    throw new AppError('INVALID_CREDENTIALS');
  }

  const signedIn = user!;
  const refresh = newRefreshToken();
  const who = { userId: signedIn.id, username: signedIn.username, role: signedIn.role, partnerId: signedIn.partnerId };
  await inTransaction(actingAs(ctx, who), async (tx) => {
    await repo.saveLoginSuccess(tx.db, signedIn.id, input.ip);
    const familyId = await repo.createTokenFamily(tx.db, {
      userId: signedIn.id,
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlDays * 86_400_000),
      ip: input.ip,
      userAgent: input.userAgent,
      tokenHash: refresh.hash,
    });
    await tx.audit({ action: 'LOGIN', entity: 'session', entityId: familyId });
  });
  const principal = await repo.loadPrincipal(ctx.db, signedIn.id);
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
  ctx: PublicContext,
  user: repo.SignInCandidate | null,
  username: string,
  reason: string,
  now: Date,
) {
  const who = { userId: user?.id ?? null, username: username.slice(0, 64) };
  await inTransaction(actingAs(ctx, who), async (tx) => {
    let failures: number | null = null;
    if (user) {
      failures = nextAccountFailureCount(user.failedLoginCount, user.lastFailedLoginAt, now);
      const delay = delayAfterFailures(failures, ACCOUNT_FREE_FAILURES);
      await repo.saveLoginFailure(tx.db, user.id, failures, delay > 0 ? new Date(now.getTime() + delay * 1000) : null);
    }
    await tx.audit({
      action: 'LOGIN_FAILED',
      entity: 'session',
      after: { reason, failures },
    });
  });
}
