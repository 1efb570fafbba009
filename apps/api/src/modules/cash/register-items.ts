import type { CashRegisterItem } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { registerItems } from './movement-repository';
import { findRegister } from './register-repository';

/** Every movement a register counts, signed as its formula adds it: the figures explained one by one. */
export async function listCashRegisterItems(ctx: UseCaseContext, id: number): Promise<CashRegisterItem[]> {
  const register = await findRegister(ctx.db, ctx.scope, id);
  if (!register) throw notFound('El arqueo no existe.');
  return registerItems(ctx.db, register.id);
}
