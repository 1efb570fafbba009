import type { Db } from '../../../db/client';
import { UnknownSecretKeyError, type SecretBox } from './secret-box';
import * as repo from './two-factor-repository';

/** What a rotation did: secrets moved to the current key, already under it, and users whose secret no key opens. */
export interface RekeyOutcome {
  moved: number;
  current: number;
  unopened: number[];
}

/**
 * Seals every second factor's secret under the current key (TWO_FACTOR_KEY), opening it with the
 * key it names (TWO_FACTOR_KEY_PREVIOUS) or, for the first ones, the JWT secret's key. A secret no
 * key opens is left as it is and reported: its user enrols again or signs in with a recovery code.
 */
export async function rekeySecrets(db: Db, box: SecretBox): Promise<RekeyOutcome> {
  const outcome: RekeyOutcome = { moved: 0, current: 0, unopened: [] };
  for (const { userId, sealedSecret } of await repo.sealedSecrets(db)) {
    if (box.isCurrent(sealedSecret)) {
      outcome.current += 1;
      continue;
    }
    let plain: Buffer;
    try {
      plain = box.open(sealedSecret);
    } catch (error) {
      if (!(error instanceof UnknownSecretKeyError)) throw error;
      outcome.unopened.push(userId);
      continue;
    }
    // A secret changed meanwhile (a new enrolment) is already under the current key.
    if (await repo.resealSecret(db, userId, sealedSecret, box.seal(plain))) outcome.moved += 1;
    else outcome.current += 1;
  }
  return outcome;
}
