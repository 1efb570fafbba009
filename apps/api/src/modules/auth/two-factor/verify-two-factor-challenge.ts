import type { VerifyTwoFactorRequest, VerifyTwoFactorResponse } from '@banca/contracts';
import { AppError } from '../../../lib/app-error';
import { actingAs, inTransaction, type PublicContext } from '../../../lib/use-case';
import { ACCOUNT_ADDRESS_FREE_FAILURES, ADDRESS_FREE_FAILURES, throttleKeys } from '../login-throttle';
import { openSession, type SessionDeps } from '../open-session';
import { loadPrincipal } from '../repository';
import { tooManyAttempts } from '../sign-in';
import { clearFailures, recordFailures, waitOf } from '../throttle-repository';
import { activatePending, type EnrolDeps } from './two-factor-enrolment';
import { spendCode } from './second-factor';
import * as repo from './two-factor-repository';

/** Wrong codes of one account from anywhere before the delays start (the password is known by then). */
const ACCOUNT_CODE_FREE_FAILURES = 5;

export interface VerifyTwoFactorInput extends VerifyTwoFactorRequest {
  ip: string;
  userAgent: string | null;
}

class WrongCode extends AppError {
  constructor() {
    super('INVALID_CREDENTIALS', 'El código de verificación no es válido.');
  }
}

/**
 * The second step of sign-in: the challenge token and a code (the authenticator's, or a recovery
 * code) open the session, once: the token is spent with it; when the banca required enrolment, the first code turns the second
 * factor on and the answer carries the recovery codes. Wrong codes are throttled and audited like
 * wrong passwords, on the same address keys and on a key of the account's own.
 */
export const makeVerifyTwoFactorChallenge =
  (deps: SessionDeps & EnrolDeps) =>
  async (ctx: PublicContext, input: VerifyTwoFactorInput): Promise<VerifyTwoFactorResponse> => {
    const { userId, step, jti, expiresAt } = deps.challenges.verify(input.challenge_token);
    const user = await loadPrincipal(ctx.db, userId);
    if (!user) throw new AppError('INVALID_CREDENTIALS');
    const now = new Date();
    const keys = { ...throttleKeys(user.username, input.ip), code: `two-factor:${user.id}` };
    const wait = await waitOf(ctx.db, [keys.address, keys.accountAddress, keys.code], now);
    if (wait > 0) throw tooManyAttempts(wait);

    const state = await repo.twoFactorOf(ctx.db, user.id);
    if (!state || (step === 'CODE') !== Boolean(state.enabledAt)) throw new AppError('INVALID_TOKEN');
    let recovery: string[] | undefined;
    const opened = await openSession(deps, ctx, {
      user: { id: user.id, username: user.username, role: user.role, partnerId: user.partner.id },
      ip: input.ip,
      userAgent: input.userAgent,
      within: async (tx) => {
        // A challenge opens one session: a second answer to it is refused, whatever its code.
        if (!(await repo.spendChallenge(tx.db, jti, expiresAt))) throw new AppError('INVALID_TOKEN');
        let passedWith: string | null;
        if (step === 'ENROL') {
          recovery = (await activatePending(deps, tx, user, input.code))?.recovery_codes;
          passedWith = recovery ? 'ENROLMENT' : null;
        } else {
          passedWith = await spendCode(tx.db, deps.box, user.id, state, input.code, { recovery: true });
        }
        if (!passedWith) throw new WrongCode();
        await clearFailures(tx.db, [keys.code]);
        return { two_factor: passedWith };
      },
    }).catch(async (error: unknown) => {
      if (error instanceof WrongCode) await recordWrongCode(ctx, user, keys, now);
      throw error;
    });
    return recovery ? { ...opened, recovery_codes: recovery } : opened;
  };

async function recordWrongCode(
  ctx: PublicContext,
  user: { id: number; username: string },
  keys: { address: string; accountAddress: string; code: string },
  now: Date,
) {
  await inTransaction(actingAs(ctx, { userId: user.id, username: user.username }), async (tx) => {
    await recordFailures(
      tx.db,
      [
        { key: keys.address, free: ADDRESS_FREE_FAILURES },
        { key: keys.accountAddress, free: ACCOUNT_ADDRESS_FREE_FAILURES },
        { key: keys.code, free: ACCOUNT_CODE_FREE_FAILURES },
      ],
      now,
    );
    await tx.audit({ action: 'LOGIN_FAILED', entity: 'session', after: { reason: 'BAD_TWO_FACTOR_CODE' } });
  });
}
