import type { CashRegister } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { changeRegister, refuseClosed } from './change-register';

/** Counts in an open register the sales and annulments it did not count yet. */
export function recalculateCashRegister(
  ctx: UseCaseContext,
  input: { cash_register_id: number },
): Promise<CashRegister> {
  return changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_RECALCULATE', async (_tx, register) => {
    refuseClosed(register);
  });
}
