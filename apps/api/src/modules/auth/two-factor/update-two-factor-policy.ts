import { TWO_FACTOR_ROLES, type TwoFactorPolicy } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { endSessionsOf } from '../repository';
import { bancaOf } from './get-two-factor-policy';
import * as repo from './two-factor-repository';

/**
 * Requiring it takes effect at each user's next sign-in (enrolment is asked after the password),
 * and now: the open sessions of the users without a second factor end (the administrator's own
 * stays, so that it can enrol from its page).
 */
export async function updateTwoFactorPolicy(ctx: UseCaseContext, input: TwoFactorPolicy): Promise<TwoFactorPolicy> {
  return inTransaction(ctx, async (tx) => {
    const before = await repo.policyOf(tx.db, bancaOf(ctx));
    await repo.savePolicy(tx.db, bancaOf(ctx), input.required);
    if (input.required && !before) {
      const without = await repo.usersStillWithoutSecondFactor(tx.db, bancaOf(ctx), TWO_FACTOR_ROLES);
      await endSessionsOf(tx.db, without, 'TWO_FACTOR_REQUIRED', ctx.principal.sessionId);
    }
    await tx.audit({
      action: 'TWO_FACTOR_POLICY',
      entity: 'banca',
      entityId: bancaOf(ctx),
      subjectPartnerId: bancaOf(ctx),
      before: { required: before },
      after: { required: input.required },
    });
    return { required: input.required };
  });
}
