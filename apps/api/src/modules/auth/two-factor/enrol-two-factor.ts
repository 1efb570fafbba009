import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@banca/contracts';
import { AppError } from '../../../lib/app-error';
import { inTransaction, type PublicContext, type UseCaseContext } from '../../../lib/use-case';
import { endSessionsOf, loadPrincipal } from '../repository';
import type { ChallengeTokens } from './challenge-tokens';
import { newRecoveryCodes, spendCode } from './second-factor';
import type { SecretBox } from './secret-box';
import { newTotpSecret, otpauthUrl, toBase32 } from './totp';
import * as repo from './two-factor-repository';

/** The name authenticator apps show beside the account. */
const ISSUER = 'Banca';

const wrongCode = () =>
  new AppError('UNPROCESSABLE', 'El código no es válido.', [{ field: 'code', message: 'El código no es válido.' }]);
const alreadyOn = () => new AppError('CONFLICT', 'La verificación en dos pasos ya está activa.');

export interface EnrolDeps {
  box: SecretBox;
  challenges: ChallengeTokens;
}

async function stateOf(ctx: PublicContext, userId: number) {
  const state = await repo.twoFactorOf(ctx.db, userId);
  if (!state) throw new AppError('INVALID_CREDENTIALS');
  return state;
}

/** A new secret waiting for its first code; the second factor stays as it was until then. */
async function setup(deps: EnrolDeps, ctx: PublicContext, user: { id: number; username: string }) {
  if ((await stateOf(ctx, user.id)).enabledAt) throw alreadyOn();
  const secret = newTotpSecret();
  await repo.savePendingSecret(ctx.db, user.id, deps.box.seal(secret));
  return { secret: toBase32(secret), otpauth_url: otpauthUrl(ISSUER, user.username, secret) } satisfies TwoFactorSetup;
}

/**
 * Turns the pending secret on with its first code, and answers the recovery codes (shown once).
 * Every other session of the user ends: each was opened with the password alone. Call inside
 * the transaction that enrols (at sign-in, before its own session is opened).
 */
export async function activatePending(
  deps: EnrolDeps,
  tx: PublicContext,
  user: { id: number; sessionId?: string },
  code: string,
): Promise<RecoveryCodes | null> {
  const state = await stateOf(tx, user.id);
  if (state.enabledAt) throw alreadyOn();
  if (!state.sealedSecret) throw new AppError('UNPROCESSABLE', 'Primero genere el código QR.');
  if (!(await spendCode(tx.db, deps.box, user.id, state, code, { recovery: false }))) return null;
  const recovery = newRecoveryCodes();
  await repo.enable(tx.db, user.id, recovery.hashes);
  await endSessionsOf(tx.db, [user.id], 'TWO_FACTOR_ENABLED', user.sessionId);
  await tx.audit({ action: 'TWO_FACTOR_ENABLED', entity: 'user', entityId: user.id });
  return { recovery_codes: recovery.codes };
}

export const makeSetupTwoFactor = (deps: EnrolDeps) => (ctx: UseCaseContext) => setup(deps, ctx, ctx.principal);

/** Enrolment during sign-in, when the banca requires it: the challenge token stands for the user. */
export const makeSetupTwoFactorChallenge =
  (deps: EnrolDeps) =>
  async (ctx: PublicContext, input: { challenge_token: string }): Promise<TwoFactorSetup> => {
    const { userId, step } = deps.challenges.verify(input.challenge_token);
    if (step !== 'ENROL') throw new AppError('INVALID_TOKEN');
    const user = await loadPrincipal(ctx.db, userId);
    if (!user) throw new AppError('INVALID_TOKEN');
    return setup(deps, ctx, user);
  };

export const makeActivateTwoFactor =
  (deps: EnrolDeps) =>
  async (ctx: UseCaseContext, input: { code: string }): Promise<RecoveryCodes> => {
    const answer = await inTransaction(ctx, (tx) => activatePending(deps, tx, ctx.principal, input.code));
    if (!answer) throw wrongCode();
    return answer;
  };

/** Turns the second factor off with a code (or a recovery code); not while the banca requires it. */
export const makeDisableTwoFactor =
  (deps: EnrolDeps) =>
  async (ctx: UseCaseContext, input: { code: string }): Promise<{ ok: true }> => {
    const state = await stateOf(ctx, ctx.principal.id);
    if (!state.enabledAt) throw new AppError('UNPROCESSABLE', 'La verificación en dos pasos no está activa.');
    if (state.required)
      throw new AppError('UNPROCESSABLE', 'La banca exige la verificación en dos pasos; no se puede desactivar.');
    const done = await inTransaction(ctx, async (tx) => {
      if (!(await spendCode(tx.db, deps.box, ctx.principal.id, state, input.code, { recovery: true }))) return false;
      await repo.disable(tx.db, ctx.principal.id);
      await tx.audit({ action: 'TWO_FACTOR_DISABLED', entity: 'user', entityId: ctx.principal.id });
      return true;
    });
    if (!done) throw wrongCode();
    return { ok: true };
  };

export async function getTwoFactorStatus(ctx: UseCaseContext): Promise<TwoFactorStatus> {
  const state = await stateOf(ctx, ctx.principal.id);
  return {
    enabled: state.enabledAt !== null,
    required: state.required,
    recovery_codes_left: state.enabledAt ? await repo.recoveryCodesLeft(ctx.db, ctx.principal.id) : 0,
  };
}
