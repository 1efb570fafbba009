import type { SignInAnswer, SignInRequest, TwoFactorChallenge } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
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
import { openSession, type SessionDeps } from './open-session';
import { recordFailures, waitOf } from './throttle-repository';
import { stepAfterPassword, type TwoFactorStep } from './two-factor/second-factor';
import { twoFactorOf } from './two-factor/two-factor-repository';

export interface SignInDeps extends SessionDeps {
  challenges: { signed(userId: number, step: TwoFactorStep): TwoFactorChallenge };
}

/** The credentials, and the client they come from (kept on the session). */
export interface SignInInput extends SignInRequest {
  ip: string;
  userAgent: string | null;
}

export const tooManyAttempts = (seconds: number) =>
  new AppError('TOO_MANY_LOGIN_ATTEMPTS', undefined, undefined, { 'retry-after': String(seconds) });

/**
 * Checks the credentials and opens a session (a new refresh-token family), or answers the second
 * factor's challenge when the account has one (or its banca requires one).
 */
export const makeSignIn = (deps: SignInDeps) => (ctx: PublicContext, input: SignInInput) => signIn(deps, ctx, input);

async function signIn(deps: SignInDeps, ctx: PublicContext, input: SignInInput): Promise<SignInAnswer> {
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
  const step = stepAfterPassword(await twoFactorOf(ctx.db, signedIn.id), signedIn.role);
  if (step) return deps.challenges.signed(signedIn.id, step);
  return openSession(deps, ctx, { user: signedIn, ip: input.ip, userAgent: input.userAgent });
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
