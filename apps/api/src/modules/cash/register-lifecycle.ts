import { CASH_REGISTER_EDITABLE, type CashRegister, type CashRegisterStatus, type Currency } from '@banca/contracts';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { raise } from '../../lib/domain-events';
import { cashTaquillaOf, isBelowCaller } from './cash-taquilla';
import {
  claimTicketEvents,
  findRegister,
  markChanged,
  openTodayRegister,
  saveCounts,
  setStatus,
  type RegisterRow,
} from './register-repository';
import { registerView } from './register-view';

/** The taquilla works on its register while it is CREATED, UPDATED or RETURNED; the superior on a sent one. */
const EDITABLE = CASH_REGISTER_EDITABLE;
const AWAITING: readonly CashRegisterStatus[] = ['SENT', 'RECALCULATED'];

const closed = () => new AppError('CONFLICT', 'El arqueo ya fue aprobado: está cerrado.');

function refuseUnless(register: RegisterRow, allowed: readonly CashRegisterStatus[], message: string) {
  if (register.status === 'APPROVED') throw closed();
  if (!allowed.includes(register.status)) throw new AppError('CONFLICT', message);
}

/** The register locked in the transaction, counting what arrived late; the use case decides the rest. */
async function lockedRegister(ctx: UseCaseContext, id: number): Promise<RegisterRow> {
  const register = await findRegister(ctx.db, ctx.scope, id, true);
  if (!register) throw notFound('El arqueo no existe.');
  if (register.status !== 'APPROVED' && (await claimTicketEvents(ctx.db, register)) > 0) {
    await markChanged(ctx.db, register.id);
    return (await findRegister(ctx.db, ctx.scope, id))!;
  }
  return register;
}

const auditOf = (register: RegisterRow, view: CashRegister) => ({
  status: view.status,
  business_date: register.businessDate,
  currency: register.currency,
  expected: view.expected,
  counted: view.counted,
  difference: view.difference,
  observation: view.observation,
});

/** Runs `change` on the locked register, then answers it and audits the change (one transaction). */
async function changeRegister(
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

/** One register, brought up to date when it is still open. */
export async function getCashRegister(ctx: UseCaseContext, id: number): Promise<CashRegister> {
  const register = await findRegister(ctx.db, ctx.scope, id);
  if (!register) throw notFound('El arqueo no existe.');
  if (register.status === 'APPROVED') return registerView(ctx.db, register);
  return inTransaction(ctx, async (tx) => registerView(tx.db, await lockedRegister(tx, id)));
}

export const recalculateCashRegister = (ctx: UseCaseContext, input: { cash_register_id: number }) =>
  changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_RECALCULATE', async (_tx, register) => {
    if (register.status === 'APPROVED') throw closed();
  });

export const updateCashRegister = (
  ctx: UseCaseContext,
  input: { cash_register_id: number; counts: { payment_method: string; counted: string }[] },
) => {
  const methods = input.counts.map((count) => count.payment_method);
  if (new Set(methods).size !== methods.length)
    throw invalidField('counts', 'Cada método de pago se cuenta una sola vez.');
  return changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_UPDATE', async (tx, register) => {
    refuseUnless(register, EDITABLE, 'El arqueo fue enviado: espere a que lo aprueben o se lo devuelvan.');
    await saveCounts(
      tx.db,
      register.id,
      input.counts.map((count) => ({ method: count.payment_method, counted: count.counted })),
    );
    await setStatus(tx.db, register.id, 'UPDATED');
  });
};

export const sendCashRegister = (ctx: UseCaseContext, input: { cash_register_id: number }) =>
  changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_SEND', async (tx, register) => {
    refuseUnless(register, EDITABLE, 'El arqueo ya fue enviado.');
    await setStatus(tx.db, register.id, 'SENT', { userId: tx.principal.id });
    await raise(tx, 'cash.register-changed', registerChange(register, 'SENT'));
  });

/** The event of a register's change, as the rest of the product hears it. */
const registerChange = (register: RegisterRow, change: 'SENT' | 'APPROVED' | 'RETURNED', observation?: string) => ({
  change,
  taquillaId: register.taquillaId,
  taquillaName: register.taquillaName,
  businessDate: register.businessDate,
  currency: register.currency,
  observation,
});

function superiorOnly(ctx: UseCaseContext, register: RegisterRow) {
  if (!isBelowCaller(ctx, register.taquillaId)) {
    throw new AppError('UNPROCESSABLE', 'Un arqueo lo aprueba o lo devuelve un superior de la taquilla.');
  }
}

export const approveCashRegister = (ctx: UseCaseContext, input: { cash_register_id: number }) =>
  changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_APPROVE', async (tx, register) => {
    superiorOnly(tx, register);
    refuseUnless(register, AWAITING, 'Solo se aprueba un arqueo enviado por la taquilla.');
    await setStatus(tx.db, register.id, 'APPROVED', { userId: tx.principal.id });
    await raise(tx, 'cash.register-changed', registerChange(register, 'APPROVED'));
  });

export const resetCashRegister = (ctx: UseCaseContext, input: { cash_register_id: number; observation: string }) =>
  changeRegister(ctx, input.cash_register_id, 'CASH_REGISTER_RESET', async (tx, register) => {
    superiorOnly(tx, register);
    refuseUnless(register, AWAITING, 'Solo se devuelve un arqueo enviado por la taquilla.');
    await setStatus(tx.db, register.id, 'RETURNED', { observation: input.observation });
    await raise(tx, 'cash.register-changed', registerChange(register, 'RETURNED', input.observation));
  });
