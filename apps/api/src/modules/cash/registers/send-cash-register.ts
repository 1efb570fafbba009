import { CASH_REGISTER_EDITABLE, type CashRegister } from '@banca/contracts';
import { raise } from '../../../lib/domain-events';
import type { UseCaseContext } from '../../../lib/use-case';
import { setStatus } from '../register-repository';
import { changeRegister, refuseUnless, registerChange } from './change-register';

/** The taquilla sends its counted register to its superior for approval. */
export function sendCashRegister(ctx: UseCaseContext, input: { cash_register_id: number }): Promise<CashRegister> {
  return changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_SEND', async (tx, register) => {
    refuseUnless(register, CASH_REGISTER_EDITABLE, 'El arqueo ya fue enviado.');
    await setStatus(tx.db, register.id, 'SENT', { userId: tx.principal.id });
    await raise(tx, 'cash.register-changed', registerChange(register, 'SENT'));
  });
}
