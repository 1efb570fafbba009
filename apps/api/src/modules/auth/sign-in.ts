import type { SignInRequest, SignInResponse } from '@banca/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { toSessionUser } from '../../lib/principal';
import { actingAs, inTransaction, type PublicContext } from '../../lib/use-case';
import {
  ACCOUNT_ADDRESS_FREE_FAILURES,
  ACCOUNT_FREE_FAILURES,
  ADDRESS_FREE_FAILURES,
  delayAfterFailures,
  nextAccountFailureCount,
  throttleKeys,
} from './login-throttle';
import * as repo from './repository';
import { clearFailures, recordFailures, waitOf } from './throttle-repository';
import { newRefreshToken } from './tokens';

export interface SignInDeps {
  config: Config;
  signAccessToken(userId: number, sessionId: string): string;
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
  const { config } = deps;
  const now = new Date();
  const keys = throttleKeys(input.username, input.ip);
  const user = await repo.findUserForSignIn(ctx.db, input.username);
  // The account-wide ceiling does not apply from the address the owner last signed in from; a
  // name that matches no account is throttled the same way, so a 429 tells nothing.
  const fromUsualAddress = user !== null && user.lastLoginIp === input.ip;
  const wait = Math.max(
    await waitOf(
      ctx.db,
      user ? [keys.address, keys.accountAddress] : [keys.address, keys.accountAddress, keys.account],
      now,
    ),
    user && !fromUsualAddress ? Math.ceil(((user.loginBlockedUntil?.getTime() ?? 0) - now.getTime()) / 1000) : 0,
  );
  if (wait > 0) throw tooManyAttempts(wait);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  const refusal = !user ? 'UNKNOWN_USER' : !passwordOk ? 'BAD_PASSWORD' : refusalOf(user);
  if (refusal) {
    await recordFailure(ctx, user, input, refusal, now);
    throw new AppError('INVALID_CREDENTIALS');
  }

  const signedIn = user!;
  const refresh = newRefreshToken();
  const who = { userId: signedIn.id, username: signedIn.username, role: signedIn.role, partnerId: signedIn.partnerId };
  const sessionId = await inTransaction(actingAs(ctx, who), async (tx) => {
    await repo.saveLoginSuccess(tx.db, signedIn.id, input.ip);
    await clearFailures(tx.db, [keys.accountAddress]);
    const familyId = await repo.createTokenFamily(tx.db, {
      userId: signedIn.id,
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlDays * 86_400_000),
      ip: input.ip,
      userAgent: input.userAgent,
      tokenHash: refresh.hash,
    });
    await tx.audit({ action: 'LOGIN', entity: 'session', entityId: familyId });
    return familyId;
  });
  const principal = await repo.loadPrincipal(ctx.db, signedIn.id);
  if (!principal) throw new AppError('INVALID_CREDENTIALS');
  return {
    access_token: deps.signAccessToken(signedIn.id, sessionId),
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
  input: SignInInput,
  reason: string,
  now: Date,
) {
  const who = { userId: user?.id ?? null, username: input.username.slice(0, 64) };
  const keys = throttleKeys(input.username, input.ip);
  await inTransaction(actingAs(ctx, who), async (tx) => {
    let failures: number | null = null;
    await recordFailures(
      tx.db,
      [
        { key: keys.address, free: ADDRESS_FREE_FAILURES },
        { key: keys.accountAddress, free: ACCOUNT_ADDRESS_FREE_FAILURES },
        ...(user ? [] : [{ key: keys.account, free: ACCOUNT_FREE_FAILURES }]),
      ],
      now,
    );
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
