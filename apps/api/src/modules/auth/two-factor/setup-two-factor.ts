import type { TwoFactorSetup } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { newPendingSecret, type EnrolDeps } from './two-factor-enrolment';

/** A signed-in user's new secret, waiting for its first code (activateTwoFactor). */
export const makeSetupTwoFactor =
  (deps: EnrolDeps) =>
  (ctx: UseCaseContext): Promise<TwoFactorSetup> =>
    newPendingSecret(deps, ctx, ctx.principal);
