import type { TwoFactorSetup } from '@banca/contracts';
import { AppError } from '../../../lib/app-error';
import type { PublicContext } from '../../../lib/use-case';
import { loadPrincipal } from '../repository';
import { newPendingSecret, type EnrolDeps } from './two-factor-enrolment';

/** Enrolment during sign-in, when the banca requires it: the challenge token stands for the user. */
export const makeSetupTwoFactorChallenge =
  (deps: EnrolDeps) =>
  async (ctx: PublicContext, input: { challenge_token: string }): Promise<TwoFactorSetup> => {
    const { userId, step } = deps.challenges.verify(input.challenge_token);
    if (step !== 'ENROL') throw new AppError('INVALID_TOKEN');
    const user = await loadPrincipal(ctx.db, userId);
    if (!user) throw new AppError('INVALID_TOKEN');
    return newPendingSecret(deps, ctx, user);
  };
