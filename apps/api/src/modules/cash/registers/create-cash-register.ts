import type { CashRegister, Currency } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { cashTaquillaOf } from '../cash-taquilla';
import { openTodayRegister } from '../register-repository';
import { registerView } from '../register-view';
import { auditOf, lockedRegister } from './change-register';

/**
 * The taquilla's register of today in a currency, with what it counts: the open one, or a new one
 * (the day's first, or the next after an approval) starting from the fund in force.
 */
export async function createCashRegister(
  ctx: UseCaseContext,
  input: { taquilla_id?: number | undefined; currency?: Currency | undefined },
): Promise<CashRegister> {
  const taquilla = await cashTaquillaOf(ctx, input.taquilla_id);
  const currency = input.currency ?? taquilla.currency;
  return inTransaction(ctx, async (tx) => {
    const { id, created } = await openTodayRegister(tx.db, taquilla.id, currency);
    const register = await lockedRegister(tx, id);
    const view = await registerView(tx.db, register);
    if (created) {
      await tx.audit({
        action: 'CASH_REGISTER_CREATE',
        entity: 'cash_register',
        entityId: id,
        subjectPartnerId: taquilla.id,
        after: auditOf(register, view),
      });
    }
    return view;
  });
}
