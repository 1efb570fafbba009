import type { RecoveryCodes } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { activatePending, wrongCode, type EnrolDeps } from './two-factor-enrolment';

/** Turns a signed-in user's pending secret on with its first code; answers the recovery codes. */
export const makeActivateTwoFactor =
  (deps: EnrolDeps) =>
  async (ctx: UseCaseContext, input: { code: string }): Promise<RecoveryCodes> => {
    const answer = await inTransaction(ctx, (tx) => activatePending(deps, tx, ctx.principal, input.code));
    if (!answer) throw wrongCode();
    return answer;
  };
