import type { CashRegister, CashRegisterStatus } from '@banca/contracts';
import { AppError, notFound } from '../../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { isBelowCaller } from '../cash-taquilla';
import { claimTicketEvents, findRegister, markChanged, type RegisterRow } from '../register-repository';
import { registerView } from '../register-view';

/** The steps every use case of a register shares: lock it up to date, check its state, audit its change. */

const closed = () => new AppError('CONFLICT', 'El arqueo ya fue aprobado: está cerrado.');

/** Refuses a change of a closed register. */
export function refuseClosed(register: RegisterRow) {
  if (register.status === 'APPROVED') throw closed();
}

/** Refuses a change unless the register is in one of the `allowed` states. */
export function refuseUnless(register: RegisterRow, allowed: readonly CashRegisterStatus[], message: string) {
  refuseClosed(register);
  if (!allowed.includes(register.status)) throw new AppError('CONFLICT', message);
}

/** States in which the register waits for its superior: sent, or changed after it was sent. */
export const AWAITING: readonly CashRegisterStatus[] = ['SENT', 'RECALCULATED'];

/** Only a superior of the taquilla approves or returns its register. */
export function superiorOnly(ctx: UseCaseContext, register: RegisterRow) {
  if (!isBelowCaller(ctx, register.taquillaId)) {
    throw new AppError('UNPROCESSABLE', 'Un arqueo lo aprueba o lo devuelve un superior de la taquilla.');
  }
}

/** The register locked in the transaction, counting what arrived late; the use case decides the rest. */
export async function lockedRegister(ctx: UseCaseContext, id: number): Promise<RegisterRow> {
  const register = await findRegister(ctx.db, ctx.scope, id, true);
  if (!register) throw notFound('El arqueo no existe.');
  if (register.status !== 'APPROVED' && (await claimTicketEvents(ctx.db, register)) > 0) {
    await markChanged(ctx.db, register.id);
    return (await findRegister(ctx.db, ctx.scope, id))!;
  }
  return register;
}

/** What the audit log keeps of a register before and after a change. */
export const auditOf = (register: RegisterRow, view: CashRegister) => ({
  status: view.status,
  business_date: register.businessDate,
  currency: register.currency,
  expected: view.expected,
  counted: view.counted,
  difference: view.difference,
  observation: view.observation,
});

/** Runs `change` on the locked register, then answers it and audits the change (one transaction). */
export async function changeRegister(
  ctx: UseCaseContext,
  id: number,
  action: string,
  change: (tx: UseCaseContext, register: RegisterRow) => Promise<void>,
): Promise<CashRegister> {
  return inTransaction(ctx, async (tx) => {
    const register = await lockedRegister(tx, id);
    const before = await registerView(tx.db, register);
    await change(tx, register);
    const after = await registerView(tx.db, (await findRegister(tx.db, tx.scope, id))!);
    await tx.audit({
      action,
      entity: 'cash_register',
      entityId: id,
      subjectPartnerId: register.taquillaId,
      before: auditOf(register, before),
      after: auditOf(register, after),
    });
    return after;
  });
}

/** The event of a register's change, as the rest of the product hears it. */
export const registerChange = (
  register: RegisterRow,
  change: 'SENT' | 'APPROVED' | 'RETURNED',
  observation?: string,
) => ({
  change,
  taquillaId: register.taquillaId,
  taquillaName: register.taquillaName,
  businessDate: register.businessDate,
  currency: register.currency,
  observation,
});
