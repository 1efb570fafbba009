import { AppError } from '../../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { spendCode } from './second-factor';
import { stateOf, wrongCode, type EnrolDeps } from './two-factor-enrolment';
import * as repo from './two-factor-repository';

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
