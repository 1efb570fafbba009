import * as contracts from '@banca/contracts';
import type { CashRegister } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashTestKit } from '../../../test/kits/cash-test-kit';

/**
 * A register counts exactly the movements of its own business date (ADR 052): never a taquilla's
 * history, a first register starts from the fund, a day approved early gets a second register of
 * the same day, and its movements page with the register's own totals.
 */

const cash = cashTestKit();
const { kit, call } = cash;

let taquilla: number;

/** A moment of today in the banca's zone (Caracas): `hh:mm` local, as a UTC timestamp. */
async function todayAt(time: string): Promise<string> {
  const [row] = await kit.rows<{ at: string }>(
    sql`SELECT ((${await cash.day()}::date + ${time}::time) AT TIME ZONE 'America/Caracas')::text AS at`,
  );
  return row!.at;
}

beforeAll(async () => {
  taquilla = await cash.partner('ACE1-T1');
  expect((await call('agencia', contracts.saveCashFund, { taquilla_id: taquilla, currency: 'BS', amount: '20000' })).status).toBe(200);
});

describe('the window of a register', () => {
  let today: CashRegister;

  it('counts only its own day: the first register is the fund plus today, never the history', async () => {
    // Two earlier days of history, with an annulment and a prize paid on them.
    await cash.sale('ACE1-T1', '5000', -3);
    const old = await cash.sale('ACE1-T1', '7000', -1);
    await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() - interval '1 day' WHERE id = ${old.id}`);
    const sold = await cash.sale('ACE1-T1', '1500');

    const opened = await cash.open('taquilla');
    expect(opened.status).toBe(200);
    today = opened.body;
    expect(today).toMatchObject({ business_date: await cash.day(), sequence: 1, expected: '21500' });
    expect(cash.line(today)).toMatchObject({ opening_fund: '20000', sales: '1500', annulments: '0', prizes: '0' });
    const items = (await cash.items('taquilla', today.id)).body;
    expect(items.map((item) => item.item_code)).toEqual([`VENTA-${sold.id}`]);
    expect(items.every((item) => item.business_date === today.business_date)).toBe(true);
  });

  it('takes the banca local date: an annulment at 23:30 in Caracas is that day’s, though UTC is already the next', async () => {
    const late = await cash.sale('ACE1-T1', '800');
    await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = ${await todayAt('23:30')}::timestamptz WHERE id = ${late.id}`);
    const register = (await cash.register('taquilla', today.id)).body;
    expect(cash.line(register)).toMatchObject({ sales: '2300', annulments: '800' });
  });

  it('after an early approval, a sale at 08:05 goes to a second register of the same day, not the next day', async () => {
    await cash.step('taquilla', contracts.updateCashRegister, today.id, { counts: [{ payment_method: 'EFECTIVO', counted: '21500' }] });
    expect((await cash.step('taquilla', contracts.sendCashRegister, today.id)).body.status).toBe('SENT');
    expect((await cash.step('agencia', contracts.approveCashRegister, today.id)).body).toMatchObject({ status: 'APPROVED', expected: '21500' });

    const sale = await cash.sale('ACE1-T1', '600');
    await kit.db.execute(sql`UPDATE tickets SET sold_at = ${await todayAt('08:05')}::timestamptz WHERE id = ${sale.id}`);
    const second = (await cash.open('taquilla')).body;
    expect(second).toMatchObject({ business_date: today.business_date, sequence: 2, status: 'CREATED', expected: '20600' });
    expect((await cash.items('taquilla', second.id)).body.map((item) => item.item_code)).toEqual([`VENTA-${sale.id}`]);
    const income = await cash.income('taquilla', { amount: '300' });
    expect(income.body).toMatchObject({ cash_register_id: second.id, business_date: today.business_date });
    expect((await cash.register('agencia', today.id)).body.expected).toBe('21500');
    const tomorrow = await kit.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM cash_registers WHERE taquilla_id = ${taquilla} AND business_date > ${today.business_date}::date`,
    );
    expect(tomorrow[0]!.n).toBe(0);
  });

  it('pages a long register with the register’s own totals on every page', async () => {
    const second = (await cash.open('taquilla')).body;
    for (let i = 0; i < 7; i++) await cash.sale('ACE1-T1', String(100 + i));
    const full = (await cash.register('taquilla', second.id)).body;
    const pages = await Promise.all([1, 2, 3, 4].map((page) => cash.itemsPage('taquilla', second.id, { page, per_page: 3 })));
    const rows = pages.flatMap((page) => page.body.data);
    expect(pages.map((page) => page.body.data.length)).toEqual([3, 3, 3, 0]);
    expect(new Set(rows.map((row) => row.item_code)).size).toBe(9);
    const sum = rows.reduce((total, row) => total + BigInt(row.amount), 0n);
    for (const page of pages) {
      expect(page.body).toMatchObject({ total: 9, per_page: 3, totals: [{ currency: 'BS', items: 9, amount: String(sum) }] });
    }
    expect(BigInt(cash.line(full)!.opening_fund) + sum).toBe(BigInt(full.expected));
    const bad = await cash.itemsPage('taquilla', second.id, { per_page: 100000 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field).toBe('per_page');
  });
});

describe('a returned register', () => {
  it('reads «Devuelto» for the taquilla, the agency, the bank and the file', async () => {
    const open = (await cash.open('taquilla')).body;
    await cash.step('taquilla', contracts.sendCashRegister, open.id);
    const back = await cash.step('agencia', contracts.resetCashRegister, open.id, { observation: 'Cuente de nuevo' });
    expect(back.body).toMatchObject({ status: 'RETURNED', observation: 'Cuente de nuevo' });

    expect((await cash.register('taquilla', open.id)).body.status).toBe('RETURNED');
    for (const who of ['agencia', 'distribuidor', 'admin']) {
      const list = await call<contracts.CashRegisterPage>(who, contracts.listCashRegisters, undefined, { status: 'RETURNED' });
      expect(list.body.data.map((row) => [row.id, row.status]), who).toEqual([[open.id, 'RETURNED']]);
    }
    const file = await kit.as('agencia', 'POST', contracts.exportCashRegisters.path, { format: 'csv' });
    expect(file.statusCode).toBe(200);
    const row = file.body.split('\n').find((line) => line.includes(contracts.CASH_REGISTER_STATUS_LABELS.RETURNED));
    expect(row).toBeDefined();
    expect(file.body).not.toContain(';Creado;');

    // The taquilla counts again and sends it; what it counted short reads «Faltante» in the file too.
    await cash.step('taquilla', contracts.updateCashRegister, open.id, { counts: [{ payment_method: 'EFECTIVO', counted: '0' }] });
    expect((await cash.step('taquilla', contracts.sendCashRegister, open.id)).body.status).toBe('SENT');
    const sent = await kit.as('agencia', 'POST', contracts.exportCashRegisters.path, { format: 'csv' });
    expect(sent.body).toMatch(/Enviado;[^\n]*Faltante/);
    expect(sent.body).not.toMatch(/;-\d/);
  });

  it('has one label per state, used by every list', () => {
    expect(Object.keys(contracts.CASH_REGISTER_STATUS_LABELS)).toEqual([...contracts.CASH_REGISTER_STATUSES]);
    expect(contracts.cashDifferenceText('-8000', (amount) => `Bs ${amount}`)).toBe('Faltante Bs 8000');
    expect(contracts.cashDifferenceText('500', (amount) => `Bs ${amount}`)).toBe('Sobrante Bs 500');
  });
});
