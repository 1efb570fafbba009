import type { CashRegister } from '@banca/contracts';
import { notFound } from '../../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { findRegister } from '../register-repository';
import { registerView } from '../register-view';
import { lockedRegister } from './change-register';

/** One register, brought up to date when it is still open. */
export async function getCashRegister(ctx: UseCaseContext, id: number): Promise<CashRegister> {
  const register = await findRegister(ctx.db, ctx.scope, id);
  if (!register) throw notFound('El arqueo no existe.');
  if (register.status === 'APPROVED') return registerView(ctx.db, register);
  return inTransaction(ctx, async (tx) => registerView(tx.db, await lockedRegister(tx, id)));
}
