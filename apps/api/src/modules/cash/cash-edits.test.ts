import * as contracts from '@banca/contracts';
import type { CashMovement, CashRegister } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashTestKit } from '../../../test/kits/cash-test-kit';

const cash = cashTestKit();
const { kit, call } = cash;

let t1: number;
let register: CashRegister;
let income: CashMovement;
let reload: CashMovement;

const edit = (who: string, contract: contracts.EndpointContract, id: number, body: object) =>
  call<CashMovement>(who, contract, body, undefined, { id });
const expectedNow = async () => (await cash.register('taquilla', register.id)).body;

beforeAll(async () => {
  t1 = await cash.partner('ACE1-T1');
  // An agency's cash user of another agency: the chain of Taquilla 1 is not its own.
  await kit.db.execute(sql`INSERT INTO users (username, password_hash, name, role, partner_id)
    SELECT 'agencia.otra', password_hash, 'Otra Agencia', 'ADMIN_TAQUILLA', (SELECT id FROM partners WHERE code = 'ACE2')
      FROM users WHERE username = 'agencia'`);
  await call('agencia', contracts.saveCashFund, { taquilla_id: t1, currency: 'BS', amount: '10000' });
  register = (await cash.open('taquilla')).body;
  income = (await cash.income('taquilla', { amount: '5000', reference: 'ED-1' })).body;
  reload = (
    await call<CashMovement>('admin', contracts.createReload, {
      taquilla_id: t1,
      currency: 'BS',
      payment_method: 'EFECTIVO',
      amount: '3000',
      description: 'Sencillo',
    })
  ).body;
});

describe('correcting an income or outcome', () => {
  it('changes what was typed, recalculates a sent register and audits before and after', async () => {
    expect((await expectedNow()).expected).toBe('18000');
    expect((await cash.step('taquilla', contracts.sendCashRegister, register.id)).body.status).toBe('SENT');
    const changed = await edit('taquilla', contracts.updateIncome, income.id, {
      amount: '4200',
      payment_method: 'PAGO_MOVIL',
      description: 'Corregido',
      reference: 'ED-1B',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      amount: '4200',
      payment_method: 'PAGO_MOVIL',
      description: 'Corregido',
      reference: 'ED-1B',
      status: 'APROBADO',
    });
    const now = await expectedNow();
    expect(now).toMatchObject({ status: 'RECALCULATED', expected: '17200' });
    expect(cash.line(now, 'PAGO_MOVIL')).toMatchObject({ incomes: '4200' });
    const [audit] = await kit.rows<{ before: { amount: string }; after: { amount: string } }>(
      sql`SELECT before, after FROM audit_log WHERE action = 'CASH_INGRESO_UPDATE' AND entity_id = ${String(income.id)}`,
    );
    expect(audit).toMatchObject({ before: { amount: '5000' }, after: { amount: '4200' } });

    const outcome = (await cash.outcome('taquilla', { amount: '700' })).body;
    const smaller = await edit('taquilla', contracts.updateOutcome, outcome.id, { amount: '500' });
    expect(smaller.body.amount).toBe('500');
    expect((await expectedNow()).expected).toBe('16700');
  });

  it('refuses bad input, what the product wrote, and an income of another kind, changing nothing', async () => {
    const negative = await edit('taquilla', contracts.updateIncome, income.id, { amount: '-5' });
    expect(negative.status).toBe(400);
    expect(negative.body.fields?.[0]?.field).toBe('amount');
    const empty = await edit('taquilla', contracts.updateIncome, income.id, {});
    expect(empty.status).toBe(400);
    const other = (await cash.income('taquilla', { amount: '10', reference: 'ED-2' })).body;
    const taken = await edit('taquilla', contracts.updateIncome, other.id, { reference: 'ED-1B' });
    expect(taken.body.fields).toEqual([{ field: 'reference', message: 'Esa referencia ya fue registrada.' }]);
    expect((await edit('taquilla', contracts.updateOutcome, income.id, { amount: '1' })).status).toBe(404);
    const system = (await cash.outcome('taquilla', { amount: '300' })).body;
    await kit.db.execute(sql`UPDATE cash_movements SET written_by_system = true WHERE id = ${system.id}`);
    expect((await edit('taquilla', contracts.updateOutcome, system.id, { amount: '1' })).status).toBe(422);
    expect((await expectedNow()).expected).toBe('16410');
  });

  it('does not exist for outsiders', async () => {
    expect((await edit('agencia.otra', contracts.updateIncome, income.id, { amount: '1' })).status).toBe(404);
    expect((await edit('admin.pa', contracts.updateReload, reload.id, { amount: '1' })).status).toBe(403);
    expect((await edit('admin.co', contracts.updateReload, reload.id, { amount: '1' })).status).toBe(404);
    expect((await call('admin.co', contracts.deleteReload, undefined, undefined, { id: reload.id })).status).toBe(404);
  });
});

describe('correcting and annulling a reload', () => {
  it('is the chain’s, while the register is open, audited', async () => {
    const corrected = await edit('admin', contracts.updateReload, reload.id, { amount: '2000' });
    expect(corrected.body.amount).toBe('2000');
    expect((await expectedNow()).expected).toBe('15410');
    expect((await edit('admin', contracts.updateReload, reload.id, { amount: '0' })).body.fields?.[0]?.field).toBe(
      'amount',
    );
    const annulled = await call<CashMovement>('admin', contracts.deleteReload, undefined, undefined, { id: reload.id });
    expect(annulled.body.status).toBe('ANULADO');
    expect((await expectedNow()).expected).toBe('13410');
    expect((await call('admin', contracts.deleteReload, undefined, undefined, { id: reload.id })).status).toBe(409);
    const actions = await kit.rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity_id = ${String(reload.id)} AND entity = 'cash_movement' ORDER BY id`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      'CASH_RECARGA_CREATE',
      'CASH_RECARGA_UPDATE',
      'CASH_RECARGA_ANNUL',
    ]);
  });

  it('cannot change once the register is approved', async () => {
    const late = (
      await call<CashMovement>('admin', contracts.createReload, {
        taquilla_id: t1,
        currency: 'BS',
        payment_method: 'EFECTIVO',
        amount: '100',
        description: 'x',
      })
    ).body;
    expect((await expectedNow()).status).toBe('RECALCULATED');
    expect((await cash.step('agencia', contracts.approveCashRegister, register.id)).body.status).toBe('APPROVED');
    expect((await call('admin', contracts.deleteReload, undefined, undefined, { id: late.id })).status).toBe(409);
    expect((await edit('taquilla', contracts.updateIncome, income.id, { description: 'tarde' })).status).toBe(409);
  });
});

describe('the funds in force and the prizes ticket by ticket', () => {
  it('lists the last fund of each taquilla and currency, summed per currency', async () => {
    await call('agencia', contracts.saveCashFund, { taquilla_id: t1, currency: 'BS', amount: '12000' });
    const funds = await call<contracts.CashFundInForcePage>('agencia', contracts.listFundsInForce);
    expect(funds.body.data).toEqual([
      expect.objectContaining({ taquilla_name: 'Taquilla 1', currency: 'BS', amount: '12000', created_by: 'agencia' }),
    ]);
    expect(funds.body.totals).toEqual([{ currency: 'BS', amount: '12000' }]);
    expect((await call<contracts.CashFundInForcePage>('distribuidor2', contracts.listFundsInForce)).body.total).toBe(0);
    expect((await call('distribuidor2', contracts.listFundsInForce, undefined, { partner_id: t1 })).status).toBe(404);
  });

  it('lists every prize paid and owed, one ticket a row, with totals per currency', async () => {
    const occurrence = await kit.occurrence('La Granjita', '17:00');
    await kit.setClosed(occurrence);
    const bet = [{ occurrence, betType: 'ANIMALITO' as const, number: '5', amount: '100', multiplier: '30' }];
    const paid = await kit.ticket('ACE1-T1', bet);
    const owed = await kit.ticket('ACE1-T1', bet);
    await kit.as('admin', 'POST', contracts.saveResult.path, { occurrence_id: occurrence, number: '5' });
    expect((await kit.as('admin', 'POST', contracts.awardRaffle.path, { occurrence_id: occurrence })).statusCode).toBe(
      200,
    );
    expect(
      (await kit.as('taquilla', 'POST', contracts.payPrize.path, { serial: paid.serial, security_code: paid.code }))
        .statusCode,
    ).toBe(200);

    const list = await call<contracts.CashPrizeTicketPage>('admin', contracts.listCashPrizeTickets, undefined, {
      taquilla_id: t1,
      from_date: await cash.day(-1),
      to_date: await cash.day(1),
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticket_id: paid.id, state: 'PAGADO', amount: '3000' }),
        expect.objectContaining({ ticket_id: owed.id, state: 'PENDIENTE', amount: '3000', paid_at: null }),
      ]),
    );
    expect(list.body.totals).toEqual([
      { currency: 'BS', paid_count: 1, paid: '3000', pending_count: 1, pending: '3000' },
    ]);
    const co = await call<contracts.CashPrizeTicketPage>('admin.co', contracts.listCashPrizeTickets);
    expect(co.body.total).toBe(0);
    expect((await call('admin.co', contracts.listCashPrizeTickets, undefined, { taquilla_id: t1 })).status).toBe(404);
    const bad = await call('admin', contracts.listCashPrizeTickets, undefined, { from_date: 'ayer' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field).toBe('from_date');
  });
});

describe('the history of transactions, summed', () => {
  it('counts and sums what a superior approved and rejected, per currency, kind and state', async () => {
    const config = {
      taquilla_id: t1,
      payment_methods: [],
      currencies: [],
      expense_types: [],
      income_approval_above: '100000',
      outcome_approval_above: null,
    };
    expect((await call('agencia', contracts.saveCashConfig, config)).status).toBe(200);
    const approved = (await cash.income('taquilla', { amount: '200000' })).body;
    const rejected = (await cash.income('taquilla', { amount: '150000' })).body;
    await cash.income('taquilla', { amount: '120000' });
    expect(approved.status).toBe('PENDIENTE');
    expect((await call('agencia', contracts.handleIncome, { income_id: approved.id, action: 'APPROVE' })).status).toBe(
      200,
    );
    expect(
      (
        await call('agencia', contracts.handleIncome, {
          income_id: rejected.id,
          action: 'REJECT',
          observation: 'Sin soporte',
        })
      ).status,
    ).toBe(200);

    const period = { from_date: await cash.day(-1), to_date: await cash.day(2) };
    const summary = await call<contracts.TransactionSummaryRow[]>(
      'agencia',
      contracts.transactionHistorySummary,
      undefined,
      period,
    );
    expect(summary.body).toEqual([
      { currency: 'BS', kind: 'INGRESO', status: 'APROBADO', movements: 1, amount: '200000' },
      { currency: 'BS', kind: 'INGRESO', status: 'RECHAZADO', movements: 1, amount: '150000' },
    ]);
    expect(
      (await call<unknown[]>('distribuidor2', contracts.transactionHistorySummary, undefined, period)).body,
    ).toEqual([]);
    expect(
      (await call('distribuidor2', contracts.transactionHistorySummary, undefined, { partner_id: t1 })).status,
    ).toBe(404);
    const bad = await call('agencia', contracts.transactionHistorySummary, undefined, { from_date: '2026-13-40' });
    expect(bad.body.fields?.[0]?.field).toBe('from_date');
  });
});

describe('the registers summed by state, their lines and the list as a page', () => {
  it('answers the list’s registers per state and currency, and one register’s lines per method', async () => {
    const period = { from_date: await cash.day(-1), to_date: await cash.day(2) };
    const page = await call<contracts.CashRegisterPage>('agencia', contracts.cashRegisterDatatable, undefined, period);
    expect(page.status).toBe(200);
    const summary = await call<contracts.CashRegisterStateSummary[]>(
      'agencia',
      contracts.cashRegisterSummary,
      undefined,
      period,
    );
    expect(summary.body.reduce((sum, row) => sum + row.registers, 0)).toBe(page.body.total);
    const closed = (await cash.register('agencia', register.id)).body;
    expect(summary.body).toContainEqual(
      expect.objectContaining({ currency: 'BS', status: 'APPROVED', registers: 1, expected: closed.expected }),
    );
    const lines = await call<contracts.CashRegister['lines']>('agencia', contracts.cashRegisterSubrows, undefined, {
      cash_register_id: register.id,
    });
    expect(lines.body).toEqual(closed.lines);

    expect((await call<unknown[]>('distribuidor2', contracts.cashRegisterSummary, undefined, period)).body).toEqual([]);
    expect(
      (await call('distribuidor2', contracts.cashRegisterSubrows, undefined, { cash_register_id: register.id })).status,
    ).toBe(404);
    const bad = await call('agencia', contracts.cashRegisterSummary, undefined, { status: 'CERRADO' });
    expect(bad.body.fields?.[0]?.field).toBe('status');
  });
});
