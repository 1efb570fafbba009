import type { CashRegisterItemPage } from '@banca/contracts';
import { notFound } from '../../../lib/app-error';
import type { UseCaseContext } from '../../../lib/use-case';
import { registerItems } from '../register-item-repository';
import { findRegister } from '../register-repository';

/**
 * A page of the movements a register counts, signed as its formula adds it: the figures explained
 * one by one. Its totals are the register's, over every movement (fund + amount = expected).
 */
export async function listCashRegisterItems(
  ctx: UseCaseContext,
  query: { cash_register_id: number; page: number; per_page: number; order: 'asc' | 'desc' },
): Promise<CashRegisterItemPage> {
  const register = await findRegister(ctx.db, ctx.scope, query.cash_register_id);
  if (!register) throw notFound('El arqueo no existe.');
  const { rows, items, amount } = await registerItems(ctx.db, register.id, query);
  return {
    data: rows,
    total: items,
    page: query.page,
    per_page: query.per_page,
    totals: [{ currency: register.currency, items, amount }],
  };
}
