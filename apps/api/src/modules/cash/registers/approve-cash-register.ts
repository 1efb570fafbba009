import type { CashRegister } from '@banca/contracts';
import { raise } from '../../../lib/domain-events';
import type { UseCaseContext } from '../../../lib/use-case';
import { setStatus } from '../register-repository';
import { AWAITING, changeRegister, refuseUnless, registerChange, superiorOnly } from './change-register';

/** A superior approves (closes) a register its taquilla sent. */
export function approveCashRegister(ctx: UseCaseContext, input: { cash_register_id: number }): Promise<CashRegister> {
  return changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_APPROVE', async (tx, register) => {
    superiorOnly(tx, register);
    refuseUnless(register, AWAITING, 'Solo se aprueba un arqueo enviado por la taquilla.');
    await setStatus(tx.db, register.id, 'APPROVED', { userId: tx.principal.id });
    await raise(tx, 'cash.register-changed', registerChange(register, 'APPROVED'));
  });
}
