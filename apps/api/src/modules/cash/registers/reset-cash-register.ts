import type { CashRegister } from '@banca/contracts';
import { raise } from '../../../lib/domain-events';
import type { UseCaseContext } from '../../../lib/use-case';
import { setStatus } from '../register-repository';
import { AWAITING, changeRegister, refuseUnless, registerChange, superiorOnly } from './change-register';

/** A superior returns a sent register to its taquilla with an observation: the taquilla counts again. */
export function resetCashRegister(
  ctx: UseCaseContext,
  input: { cash_register_id: number; observation: string },
): Promise<CashRegister> {
  return changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_RESET', async (tx, register) => {
    superiorOnly(tx, register);
    refuseUnless(register, AWAITING, 'Solo se devuelve un arqueo enviado por la taquilla.');
    await setStatus(tx.db, register.id, 'RETURNED', { observation: input.observation });
    await raise(tx, 'cash.register-changed', registerChange(register, 'RETURNED', input.observation));
  });
}
