import { TWO_FACTOR_ROLES, type Role, type TwoFactorChallenge } from '@banca/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { SecretBox } from './secret-box';
import { matchingStep, toBase32 } from './totp';
import * as repo from './two-factor-repository';

export type TwoFactorStep = TwoFactorChallenge['two_factor'];

const RECOVERY_CODES = 10;

export const usesTwoFactor = (role: Role) => (TWO_FACTOR_ROLES as readonly Role[]).includes(role);

/** What sign-in asks after the password: the code when it is on, enrolment when the banca requires it. */
export function stepAfterPassword(state: repo.TwoFactorState | null, role: Role): TwoFactorStep | null {
  if (!state || !usesTwoFactor(role)) return null;
  if (state.enabledAt) return 'CODE';
  return state.required ? 'ENROL' : null;
}

const normalRecoveryCode = (code: string) => code.toLowerCase().replace('-', '');
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest('hex');

/** Ten new recovery codes (`xxxx-xxxx`, 40 random bits each) and their hashes. */
export function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const text = toBase32(randomBytes(5)).toLowerCase();
    return `${text.slice(0, 4)}-${text.slice(4, 8)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/**
 * Checks a code against the user's secret and spends it (call inside the transaction of what it
 * allows): a TOTP code once, a recovery code once when `recovery` is allowed. Null when it is wrong.
 */
export async function spendCode(
  db: Db,
  box: SecretBox,
  userId: number,
  state: repo.TwoFactorState,
  code: string,
  options: { recovery: boolean },
): Promise<'TOTP' | 'RECOVERY' | null> {
  if (!state.sealedSecret) return null;
  if (/^\d{6}$/.test(code)) {
    const secret = box.open(state.sealedSecret);
    const step = matchingStep(secret, code, Date.now(), state.lastUsedStep ?? 0);
    if (step === null || !(await repo.spendStep(db, userId, step))) return null;
    // A secret under a previous key moves to the current one the first time it is used.
    if (!box.isCurrent(state.sealedSecret)) await repo.resealSecret(db, userId, state.sealedSecret, box.seal(secret));
    return 'TOTP';
  }
  if (!options.recovery) return null;
  return (await repo.spendRecoveryCode(db, userId, hashRecoveryCode(code))) ? 'RECOVERY' : null;
}
