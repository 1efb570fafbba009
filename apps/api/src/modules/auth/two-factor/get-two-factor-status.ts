import type { TwoFactorStatus } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { stateOf } from './two-factor-enrolment';
import * as repo from './two-factor-repository';

/** Whether the caller's second factor is on, whether its banca requires it, and its recovery codes left. */
export async function getTwoFactorStatus(ctx: UseCaseContext): Promise<TwoFactorStatus> {
  const state = await stateOf(ctx, ctx.principal.id);
  return {
    enabled: state.enabledAt !== null,
    required: state.required,
    recovery_codes_left: state.enabledAt ? await repo.recoveryCodesLeft(ctx.db, ctx.principal.id) : 0,
  };
}
