import * as contracts from '@banca/contracts';
import type { CashMovement, CashMovementPage, CashRegister } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../../test/session';
import { multipartFile, TINY_PNG } from '../../../test/multipart';
import { cashTestKit } from '../../../test/kits/cash-test-kit';

const cash = cashTestKit();
const { kit, call } = cash;

let t1: number;
let first: CashRegister;

beforeAll(async () => {
  t1 = await cash.partner('ACE1-T1');
});

const countOf = async (query: ReturnType<typeof sql>) => (await kit.rows<{ n: number }>(query))[0]!.n;

describe('a day at the taquilla', () => {
  it('opens the register with the fund its agency set', async () => {
    const fund = await call(`agencia`, contracts.saveCashFund, { taquilla_id: t1, currency: 'BS', amount: '50000' });
    expect(fund.status).toBe(200);
    const opened = await cash.open('taquilla');
    expect(opened.status).toBe(200);
    first = opened.body;
    expect(first).toMatchObject({ status: 'CREATED', currency: 'BS', business_date: await cash.day(), expected: '50000', counted: null });
    expect((await cash.open('taquilla')).body.id).toBe(first.id);
  });

  it('computes the expected cash from every movement, per payment method', async () => {
    const kept = await cash.sale('ACE1-T1', '1000');
    const annulled = await cash.sale('ACE1-T1', '2500');
    await cash.annul(annulled.id);
    expect((await cash.income('taquilla', { payment_method: 'PAGO_MOVIL', amount: '7000', reference: 'REF-001' })).status).toBe(200);
    expect((await cash.outcome('taquilla', { amount: '1200', description: 'Papel térmico' })).status).toBe(200);
    const reload = await call<CashMovement>('admin', contracts.createReload, { taquilla_id: t1, currency: 'BS', amount: '3000' });
    expect(reload.status).toBe(200);
    const global = await call<{ reloads: number }>('admin', contracts.createGlobalReload, { partner_id: await cash.partner('ACE2'), currency: 'BS', amount: '2500' });
    expect(global.body.reloads).toBeGreaterThanOrEqual(2);
    const reloads = await call<CashMovementPage>('supervisor', contracts.listReloads);
    expect(reloads.body.totals).toEqual([{ currency: 'BS', movements: 1 + global.body.reloads, amount: String(3000 + 2500 * global.body.reloads) }]);
    expect((await call('admin.co', contracts.createGlobalReload, { partner_id: await cash.partner('ACE2'), currency: 'BS', amount: '1' })).status).toBe(404);

    const register = (await cash.register('taquilla', first.id)).body;
    expect(register.lines).toEqual([
      expect.objectContaining({ payment_method: 'EFECTIVO', opening_fund: '50000', sales: '3500', annulments: '2500', prizes: '0', incomes: '0', outcomes: '1200', reloads: '3000', expected: '52800' }),
      expect.objectContaining({ payment_method: 'PAGO_MOVIL', incomes: '7000', expected: '7000' }),
    ]);
    expect(register.expected).toBe('59800');

    const items = (await cash.items('taquilla', first.id)).body;
    expect(items.map((item) => item.kind).sort()).toEqual(['ANULACION', 'EGRESO', 'INGRESO', 'RECARGA', 'VENTA', 'VENTA']);
    expect(items.map((item) => item.item_code)).toEqual(
      expect.arrayContaining([`VENTA-${kept.id}`, `VENTA-${annulled.id}`, `ANULACION-${annulled.id}`, `RECARGA-${reload.body.id}`]),
    );
    expect(items.reduce((sum, item) => sum + BigInt(item.amount), 50000n)).toBe(59800n);
    const incomes = await call<CashMovementPage>('taquilla', contracts.listIncomes);
    expect(incomes.body.totals).toEqual([{ currency: 'BS', movements: 1, amount: '7000' }]);
    const registers = await call<contracts.CashRegisterPage>('agencia', contracts.listCashRegisters);
    expect(registers.body.totals).toEqual([{ currency: 'BS', registers: 1, expected: '59800', counted: '0', difference: '0' }]);
  });

  it('refuses bad input with the field named in Spanish, and writes nothing', async () => {
    const before = await countOf(sql`SELECT count(*)::int AS n FROM cash_movements`);
    const duplicate = await cash.income('taquilla', { amount: '10', reference: 'REF-001' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.fields).toEqual([{ field: 'reference', message: 'Esa referencia ya fue registrada.' }]);
    const negative = await cash.income('taquilla', { amount: '-500' });
    expect(negative.status).toBe(400);
    expect(negative.body.fields?.[0]?.field).toBe('amount');
    const prize = await cash.outcome('taquilla', { amount: '10', expense_type: 'PAGO_PREMIO' });
    expect(prize.body.fields).toEqual([{ field: 'expense_type', message: 'Los egresos «Pago de premio» los registra el sistema.' }]);
    expect(await countOf(sql`SELECT count(*)::int AS n FROM cash_movements`)).toBe(before);
    const available = await call<{ available: boolean }>('taquilla', contracts.checkIncomeReference, undefined, { reference: 'REF-001' });
    expect(available.body.available).toBe(false);
  });

  it('is counted, sent, sent back with an observation, sent again and approved by the agency', async () => {
    const counted = await cash.step('taquilla', contracts.updateCashRegister, first.id, {
      counts: [{ payment_method: 'EFECTIVO', counted: '52000' }, { payment_method: 'PAGO_MOVIL', counted: '7000' }],
    });
    expect(counted.body).toMatchObject({ status: 'UPDATED', counted: '59000', difference: '-800' });
    expect(cash.line(counted.body)).toMatchObject({ counted: '52000', difference: '-800' });

    expect((await cash.step('taquilla', contracts.sendCashRegister, first.id)).body.status).toBe('SENT');
    const edit = await cash.step('taquilla', contracts.updateCashRegister, first.id, { counts: [] });
    expect(edit.status).toBe(409);
    expect((await cash.step('taquilla', contracts.approveCashRegister, first.id)).status).toBe(403);

    const bare = await cash.step('agencia', contracts.resetCashRegister, first.id);
    expect(bare.body.fields?.[0]?.field).toBe('observation');
    const back = await cash.step('agencia', contracts.resetCashRegister, first.id, { observation: 'Faltan 8 Bs: cuente de nuevo' });
    expect(back.body).toMatchObject({ status: 'RETURNED', observation: 'Faltan 8 Bs: cuente de nuevo' });
    const listed = await call<contracts.CashRegisterPage>('agencia', contracts.listCashRegisters, undefined, { status: 'RETURNED' });
    expect(listed.body.data.map((row) => [row.id, row.status])).toEqual([[first.id, 'RETURNED']]);
    // The bank's resume counts it as returned, not as created: it is back in the taquilla's hands for a reason.
    const resume = await call<contracts.CashResumePage>('supervisor', contracts.cashResume);
    expect(resume.body.data).toContainEqual(
      expect.objectContaining({ agency_name: 'Agencia Centro 1', currency: 'BS', registers: 1, created: 0, returned: 1, sent: 0, approved: 0, pending: 1 }),
    );
    expect(resume.body.totals).toEqual([expect.objectContaining({ currency: 'BS', returned: 1 })]);
    expect((await cash.step('taquilla', contracts.sendCashRegister, first.id)).body.status).toBe('SENT');

    // An annulment after it was sent: the register counts it and says so.
    const late = await cash.sale('ACE1-T1', '400');
    await cash.annul(late.id);
    const recalculated = (await cash.register('agencia', first.id)).body;
    expect(recalculated).toMatchObject({ status: 'RECALCULATED', expected: '59800' });
    expect(cash.line(recalculated)).toMatchObject({ sales: '3900', annulments: '2900' });

    const approved = await cash.step('agencia', contracts.approveCashRegister, first.id);
    expect(approved.body).toMatchObject({ status: 'APPROVED', approved_by: 'agencia' });
  });

  it('is closed once approved: later movements of the day go to a second register of the same day', async () => {
    const resend = await cash.step('taquilla', contracts.sendCashRegister, first.id);
    expect(resend).toMatchObject({ status: 409, body: { message: 'El arqueo ya fue aprobado: está cerrado.' } });
    expect((await cash.step('agencia', contracts.resetCashRegister, first.id, { observation: 'otra vez' })).status).toBe(409);

    const income = await cash.income('taquilla', { amount: '900' });
    expect(income.body.cash_register_id).not.toBe(first.id);
    const late = await cash.sale('ACE1-T1', '600');
    await cash.annul(late.id);
    const next = (await cash.register('taquilla', income.body.cash_register_id!)).body;
    expect(next).toMatchObject({ status: 'CREATED', business_date: await cash.day(), sequence: 2 });
    expect((await cash.open('taquilla')).body.id).toBe(next.id);
    expect(cash.line(next)).toMatchObject({ opening_fund: '50000', sales: '600', annulments: '600', incomes: '900' });
    expect((await cash.register('taquilla', first.id)).body.expected).toBe('59800');
  });

  it('tells the agency it was sent, and the taquilla it was sent back and approved', async () => {
    const kinds = async (username: string) =>
      (
        await kit.rows<{ kind: string }>(
          sql`SELECT n.kind FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.username = ${username} AND n.kind LIKE 'CASH_%' ORDER BY n.id`,
        )
      ).map((row) => row.kind);
    expect(await kinds('agencia')).toEqual(['CASH_REGISTER_SENT', 'CASH_REGISTER_SENT']);
    expect(await kinds('taquilla')).toEqual(['CASH_REGISTER_RETURNED', 'CASH_REGISTER_APPROVED']);
  });

  it('shows the bank every cash change and every fund, and nothing to another banca', async () => {
    const audit = await call<{ data: { action: string; taquilla_name: string }[] }>('supervisor', contracts.listCashAudit, undefined, { per_page: 500 });
    const actions = audit.body.data.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['CASH_REGISTER_APPROVE', 'CASH_INGRESO_CREATE', 'CASH_FUND_SAVE']));
    expect((await call<{ total: number }>('admin.co', contracts.listCashAudit)).body.total).toBe(0);
    expect((await call('agencia', contracts.listCashAudit)).status).toBe(403);
    const funds = await call<{ data: { amount: string; in_force: boolean; taquilla_name: string }[] }>('agencia', contracts.listCashFunds);
    expect(funds.body.data).toContainEqual(expect.objectContaining({ taquilla_name: 'Taquilla 1', amount: '50000', in_force: true }));
    expect((await call<{ total: number }>('distribuidor2', contracts.listCashFunds)).body.total).toBe(0);
    const resume = await call<contracts.CashResumePage>('supervisor', contracts.cashResume);
    expect(resume.body.data).toContainEqual(expect.objectContaining({ agency_name: 'Agencia Centro 1', approved: 1, created: 1 }));
    const bs = resume.body.totals.find((entry) => entry.currency === 'BS')!;
    expect(bs.expected).toBe(String(resume.body.data.filter((row) => row.currency === 'BS').reduce((sum, row) => sum + BigInt(row.expected), 0n)));
    expect((await call<contracts.CashResumePage>('admin.co', contracts.cashResume)).body).toMatchObject({ data: [], total: 0, totals: [] });
    expect((await call('admin.co', contracts.listCashAudit, undefined, { partner_id: t1 })).status).toBe(404);
    const badDay = await call('supervisor', contracts.cashResume, undefined, { from_date: 'ayer' });
    expect(badDay.status).toBe(400);
    expect(badDay.body.fields?.[0]?.field).toBe('from_date');
  });

  it('exports the resume and the audit as the bank reads them', async () => {
    const resume = await kit.as('supervisor', 'POST', contracts.exportCashResume.path, { format: 'csv' });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.body).toMatch(/Agencia Centro 1;2;1;0;0;1;1;/);
    const audit = await kit.as('supervisor', 'POST', contracts.exportCashAudit.path, { format: 'csv' });
    expect(audit.body).toContain('CASH_REGISTER_APPROVE');
    expect((await kit.as('agencia', 'POST', contracts.exportCashAudit.path, { format: 'csv' })).statusCode).toBe(403);
  });

  it('audits every change of the register', async () => {
    const actions = await kit.rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity = 'cash_register' AND entity_id = ${String(first.id)} ORDER BY id`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      'CASH_REGISTER_CREATE',
      'CASH_REGISTER_UPDATE',
      'CASH_REGISTER_SEND',
      'CASH_REGISTER_RESET',
      'CASH_REGISTER_SEND',
      'CASH_REGISTER_APPROVE',
    ]);
    const [send] = await kit.rows<{ before: { status: string }; after: { status: string; expected: string } }>(
      sql`SELECT before, after FROM audit_log WHERE entity = 'cash_register' AND action = 'CASH_REGISTER_APPROVE'`,
    );
    expect(send).toMatchObject({ before: { status: 'RECALCULATED' }, after: { status: 'APPROVED', expected: '59800' } });
  });

  it('does not exist for outsiders, and PA never reaches it', async () => {
    for (const who of ['distribuidor2', 'admin.co']) {
      expect((await cash.register(who, first.id)).status).toBe(404);
      expect((await cash.items(who, first.id)).status).toBe(404);
    }
    expect((await cash.register('admin.pa', first.id)).status).toBe(403);
    expect((await cash.step('distribuidor2', contracts.resetCashRegister, first.id, { observation: 'no es mío' })).status).toBe(404);
    const list = await call<CashMovementPage>('distribuidor2', contracts.listIncomes, undefined, { from_date: await cash.day(-1) });
    expect(list.body.total).toBe(0);
    const taquillas = await call<{ name: string }[]>('agencia', contracts.listCashTaquillas);
    expect(taquillas.body.map((row) => row.name)).toEqual(expect.arrayContaining(['Taquilla 1', 'Taquilla 2']));
    expect(taquillas.body.map((row) => row.name)).not.toContain('Taquilla Centro 2-1');
    expect((await call<unknown[]>('distribuidor2', contracts.listCashTaquillas)).body).not.toContainEqual(expect.objectContaining({ name: 'Taquilla 1' }));
    const theirs = await call<CashMovementPage>('distribuidor', contracts.listIncomes, undefined, { from_date: await cash.day(-1) });
    expect(theirs.body.total).toBeGreaterThan(0);
  });
});

describe('evidence images', () => {
  it('are uploaded by the taquilla, attached to its income, and shown only inside the chain', async () => {
    const { access_token } = await signInAs(kit.app, 'taquilla');
    const { payload, headers } = multipartFile(TINY_PNG, 'soporte.png', 'image/png');
    const uploaded = await kit.app.inject({ method: 'POST', url: contracts.uploadCashEvidence.path, payload, headers: { ...headers, ...bearer(access_token) } });
    expect(uploaded.statusCode).toBe(200);
    const imageId = uploaded.json<{ id: number }>().id;
    const income = await cash.income('taquilla', { amount: '150', evidence_image_ids: [imageId] });
    expect(income.body.evidence_image_ids).toEqual([imageId]);
    const url = contracts.pathOf(contracts.getCashEvidence, { id: income.body.id, image_id: imageId });
    const own = await kit.as('agencia', 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await kit.as('distribuidor2', 'GET', url)).statusCode).toBe(404);
    const foreign = await cash.income('agencia', { amount: '150', taquilla_id: t1, evidence_image_ids: [imageId] });
    expect(foreign.body.fields?.[0]?.field).toBe('evidence_image_ids');
  });
});

describe('a prize paid at the taquilla', () => {
  it('is an outcome «Pago de premio» of its ticket, counted in the open register', async () => {
    const occurrence = await kit.occurrence('La Granjita', '17:00');
    await kit.setClosed(occurrence);
    const ticket = await kit.ticket('ACE1-T1', [{ occurrence, betType: 'ANIMALITO', number: '5', amount: '100', multiplier: '30' }]);
    await kit.as('admin', 'POST', contracts.saveResult.path, { occurrence_id: occurrence, number: '5' });
    expect((await kit.as('admin', 'POST', contracts.awardRaffle.path, { occurrence_id: occurrence })).statusCode).toBe(200);
    expect((await kit.as('taquilla', 'POST', contracts.payPrize.path, { serial: ticket.serial, security_code: ticket.code })).statusCode).toBe(200);

    const [outcome] = await kit.rows<{ id: number; amount: string; cash_register_id: number; code: string }>(
      sql`SELECT m.id, m.amount::text, m.cash_register_id, et.code FROM cash_movements m
            JOIN cash_expense_types et ON et.id = m.expense_type_id WHERE m.ticket_id = ${ticket.id}`,
    );
    expect(outcome).toMatchObject({ amount: '3000', code: 'PAGO_PREMIO' });
    const register = (await cash.register('taquilla', outcome!.cash_register_id)).body;
    expect(cash.line(register)?.prizes).toBe('3000');
    const items = (await cash.items('taquilla', register.id)).body;
    expect(items).toContainEqual(expect.objectContaining({ item_code: `PREMIO-${outcome!.id}`, kind: 'PREMIO', amount: '-3000' }));
    const prizes = await call<contracts.CashPrizePage>('admin', contracts.cashPrizes);
    expect(prizes.body.data).toContainEqual(expect.objectContaining({ taquilla_name: 'Taquilla 1', paid: '3000', paid_count: 1 }));
    const annul = await call('taquilla', contracts.deleteOutcome, undefined, undefined, { id: outcome!.id });
    expect(annul.status).toBe(422);
    // The list says so, so that no screen offers what the server refuses.
    const outcomes = await call<CashMovementPage>('taquilla', contracts.listOutcomes, undefined, { per_page: 500 });
    expect(outcomes.body.data.find((row) => row.id === outcome!.id)).toMatchObject({ written_by_system: true, cash_register_status: register.status });
    expect(outcomes.body.data.filter((row) => row.id !== outcome!.id).every((row) => !row.written_by_system)).toBe(true);
  });
});

describe('transactions', () => {
  it('above the configured amount an income waits for a superior and counts nowhere until approved', async () => {
    const config = { taquilla_id: t1, payment_methods: [], currencies: ['BS'], expense_types: ['NO_EXISTE'], income_approval_above: '10000', outcome_approval_above: null };
    expect((await call('agencia', contracts.saveCashConfig, config)).body.fields?.[0]?.field).toBe('expense_types');
    expect((await call('taquilla', contracts.saveCashConfig, { ...config, expense_types: [] })).status).toBe(403);
    expect((await call('distribuidor2', contracts.saveCashConfig, { ...config, expense_types: [] })).status).toBe(404);
    expect((await call('distribuidor2', contracts.saveCashFund, { taquilla_id: t1, currency: 'BS', amount: '1' })).status).toBe(404);
    const saved = await call<contracts.CashConfigAnswer>('agencia', contracts.saveCashConfig, { ...config, expense_types: ['GASTO_OPERATIVO'] });
    expect(saved.body).toMatchObject({ income_approval_above: '10000', currencies: ['BS'], funds: [{ currency: 'BS', amount: '50000' }] });
    expect((await cash.income('taquilla', { amount: '5', currency: 'USD' })).body.fields?.[0]?.field).toBe('currency');
    const pending = await cash.income('taquilla', { amount: '20000' });
    expect(pending.body).toMatchObject({ status: 'PENDIENTE', cash_register_id: null });
    const open = (await cash.open('taquilla')).body;
    expect(open.pending_movements).toBe(1);

    const listed = await call<CashMovementPage>('agencia', contracts.listTransactions, undefined, { tab: 'pending' });
    expect(listed.body.data.map((row) => row.id)).toEqual([pending.body.id]);
    expect((await call('taquilla', contracts.listTransactions)).status).toBe(403);

    const own = await cash.income('agencia', { amount: '30000', taquilla_id: t1 });
    const selfApproval = await call('agencia', contracts.handleIncome, { income_id: own.body.id, action: 'APPROVE' });
    expect(selfApproval).toMatchObject({ status: 422, body: { message: 'No puede aprobar ni rechazar un movimiento que usted registró.' } });
    const noReason = await call('distribuidor', contracts.handleIncome, { income_id: own.body.id, action: 'REJECT' });
    expect(noReason.body.fields?.[0]?.field).toBe('observation');
    const rejected = await call<CashMovement>('distribuidor', contracts.handleIncome, { income_id: own.body.id, action: 'REJECT', observation: 'Sin soporte' });
    expect(rejected.body).toMatchObject({ status: 'RECHAZADO', handled_by: 'distribuidor', cash_register_id: null });

    const approved = await call<CashMovement>('agencia', contracts.handleIncome, { income_id: pending.body.id, action: 'APPROVE' });
    expect(approved.body).toMatchObject({ status: 'APROBADO', cash_register_id: open.id });
    const after = (await cash.register('taquilla', open.id)).body;
    expect(BigInt(cash.line(after)!.incomes) - BigInt(cash.line(open)!.incomes)).toBe(20000n);
    expect((await call('agencia', contracts.handleIncome, { income_id: pending.body.id, action: 'APPROVE' })).status).toBe(409);
    const history = await call<CashMovementPage>('agencia', contracts.listTransactions, undefined, { tab: 'history' });
    expect(history.body.data.map((row) => row.status).sort()).toEqual(['APROBADO', 'RECHAZADO']);
  });

  it('moves a counted movement to another open register, never into a closed one', async () => {
    const open = (await cash.open('taquilla')).body;
    const [later] = await kit.rows<{ id: number }>(
      sql`INSERT INTO cash_registers (taquilla_id, business_date, currency, opening_fund)
          VALUES (${t1}, ${await cash.day(-5)}::date, 'BS', 0) RETURNING id`,
    );
    const income = await cash.income('taquilla', { amount: '700' });
    expect(income.body.cash_register_id).toBe(open.id);
    const moved = await call<CashMovement>('agencia', contracts.transferMovement, { income_id: income.body.id, cash_register_id: later!.id });
    expect(moved.body.cash_register_id).toBe(later!.id);
    expect(cash.line((await cash.register('taquilla', later!.id)).body)?.incomes).toBe('700');
    const closed = await call('agencia', contracts.transferMovement, { income_id: income.body.id, cash_register_id: first.id });
    expect(closed.status).toBe(409);
    expect((await call('taquilla', contracts.transferMovement, { income_id: income.body.id, cash_register_id: open.id })).status).toBe(403);
  });
});
