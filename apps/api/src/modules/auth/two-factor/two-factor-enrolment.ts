import type { RecoveryCodes, TwoFactorSetup } from '@banca/contracts';
import { AppError } from '../../../lib/app-error';
import type { PublicContext } from '../../../lib/use-case';
import { endSessionsOf } from '../repository';
import type { ChallengeTokens } from './challenge-tokens';
import { newRecoveryCodes, spendCode } from './second-factor';
import type { SecretBox } from './secret-box';
import { newTotpSecret, otpauthUrl, toBase32 } from './totp';
import * as repo from './two-factor-repository';

/** The name authenticator apps show beside the account. */
const ISSUER = 'Banca';

export const wrongCode = () =>
  new AppError('UNPROCESSABLE', 'El código no es válido.', [{ field: 'code', message: 'El código no es válido.' }]);
const alreadyOn = () => new AppError('CONFLICT', 'La verificación en dos pasos ya está activa.');

export interface EnrolDeps {
  box: SecretBox;
  challenges: ChallengeTokens;
}

export async function stateOf(ctx: PublicContext, userId: number) {
  const state = await repo.twoFactorOf(ctx.db, userId);
  if (!state) throw new AppError('INVALID_CREDENTIALS');
  return state;
}

/** A new secret waiting for its first code; the second factor stays as it was until then. */
export async function newPendingSecret(deps: EnrolDeps, ctx: PublicContext, user: { id: number; username: string }) {
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
