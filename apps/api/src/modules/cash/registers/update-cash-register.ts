import { CASH_REGISTER_EDITABLE, type CashRegister } from '@banca/contracts';
import { invalidField } from '../../../lib/app-error';
import type { UseCaseContext } from '../../../lib/use-case';
import { saveCounts, setStatus } from '../register-repository';
import { changeRegister, refuseUnless } from './change-register';

/** The taquilla saves what it counted per payment method, while the register is its own to count. */
export function updateCashRegister(
  ctx: UseCaseContext,
  input: { cash_register_id: number; counts: { payment_method: string; counted: string }[] },
): Promise<CashRegister> {
  const methods = input.counts.map((count) => count.payment_method);
  if (new Set(methods).size !== methods.length)
    throw invalidField('counts', 'Cada método de pago se cuenta una sola vez.');
  return changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_UPDATE', async (tx, register) => {
    refuseUnless(
      register,
      CASH_REGISTER_EDITABLE,
      'El arqueo fue enviado: espere a que lo aprueben o se lo devuelvan.',
    );
    await saveCounts(
      tx.db,
      register.id,
      input.counts.map((count) => ({ method: count.payment_method, counted: count.counted })),
    );
    await setStatus(tx.db, register.id, 'UPDATED');
  });
}
