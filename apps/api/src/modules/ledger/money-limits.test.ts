import {
  createAccountEntry,
  createIncome,
  createPaymentMethod,
  createReload,
  exportAccountBalance,
  exportAccountEntries,
  exportMovements,
  getAccountBalance,
  getAccountEntriesSummary,
  getBankingConfig,
  listAccountEntries,
  listMovements,
  MAX_MONEY_INPUT,
  MONEY_MAXIMUM_DEFAULTS,
  saveCashFund,
  savePayment,
  updateBankingConfig,
  type AccountBalanceReport,
  type AccountEntriesSummary,
  type AccountEntryLine,
  type BankingConfig,
  type MovementReportPage,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/kits/file-answer-test-kit';
import type { Page } from '../../lib/pagination';
import { rowsOf } from '../../lib/raw-query';
import { ledgerTestKit, type LedgerTestKit } from '../../../test/kits/ledger-test-kit';

let k: LedgerTestKit;
let adjustments = 0;
beforeAll(async () => {
  k = await ledgerTestKit();
  adjustments = await k.systemAccount('AJUSTES');
});
afterAll(() => k.t.close());

const entry = (who: string, extra: object) =>
  k.call(who, {
    method: 'POST',
    url: createAccountEntry.path,
    payload: {
      account_id: adjustments,
      contributor_id: k.p.DCE,
      beneficiary_id: k.p.ACE1,
      currency: 'BS',
      amount: '150000',
      observation: 'Ajuste grande',
      ...extra,
    },
  });

/** The admin's banca configuration with other maximums (the rest as it is). */
async function setMaximums(maximums: Partial<BankingConfig['money_maximums']>) {
  const config = (await k.call('admin', { method: 'GET', url: getBankingConfig.path })).json<BankingConfig>();
  const { id: _id, descendants_count: _d, updated_at: _u, bets, ...rest } = config;
  const { partner_id: _p, updated_at: _bu, ...betsBody } = bets as typeof bets & { partner_id?: number; updated_at?: string };
  const answer = await k.call('admin', {
    method: 'PUT',
    url: updateBankingConfig.path,
    payload: { ...rest, bets: betsBody, money_maximums: { ...config.money_maximums, ...maximums } },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<BankingConfig>();
}

const entryCount = async () => (await rowsOf<{ n: number }>(k.db, sql`SELECT count(*)::int AS n FROM ledger_entries`))[0]!.n;

describe('the ceiling of every money input', () => {
  it('refuses one céntimo above it on the field, with the maximum written as money, and writes nothing', async () => {
    const before = await entryCount();
    const answer = await entry('distribuidor', { amount: (MAX_MONEY_INPUT + 1n).toString() });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'amount', message: 'El monto no puede ser mayor que 100.000.000.000,00.' }],
    });
    const huge = await entry('distribuidor', { amount: '999999999999999999' });
    expect(huge.statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
  });
});

describe('the banca’s maximum per amount', () => {
  it('has a default per currency, shown on the banca configuration, and the admin changes it', async () => {
    const config = (await k.call('admin', { method: 'GET', url: getBankingConfig.path })).json<BankingConfig>();
    expect(config.money_maximums).toEqual({
      BS: MONEY_MAXIMUM_DEFAULTS.BS.toString(),
      USD: MONEY_MAXIMUM_DEFAULTS.USD.toString(),
      COP: MONEY_MAXIMUM_DEFAULTS.COP.toString(),
    });
    const refused = await k.call('admin', {
      method: 'PUT',
      url: updateBankingConfig.path,
      payload: { money_maximums: { BS: '0', USD: '1', COP: '1' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({
      field: 'money_maximums.BS',
      message: 'El monto máximo en bolívares debe ser mayor que cero.',
    });
    expect((await setMaximums({ BS: '5000000' })).money_maximums.BS).toBe('5000000');
  });

  it('refuses a manual entry, a payment and cash movements above it, naming the field, and writes nothing', async () => {
    await setMaximums({ BS: '5000000' });
    const message = 'El monto no puede ser mayor que Bs 50.000,00, el máximo de la banca.';
    const before = await entryCount();
    const tooBig = await entry('distribuidor', { amount: '5000001' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'amount', message }] });
    expect(await entryCount()).toBe(before);
    expect((await entry('distribuidor', { amount: '5000000' })).statusCode).toBe(200);

    const method = await k.call('distribuidor', {
      method: 'POST',
      url: createPaymentMethod.path,
      payload: { type: 'EFECTIVO', alias: 'Caja' },
    });
    expect(method.statusCode, method.body).toBe(200);
    const payment = await k.call('agencia', {
      method: 'POST',
      url: savePayment.path,
      payload: {
        payment_method_id: method.json<{ id: number }>().id,
        payment_date: '2026-11-20',
        currency: 'BS',
        amount: '5000001',
        reference: 'GRANDE-1',
      },
    });
    expect(payment.statusCode).toBe(400);
    expect(payment.json().fields).toEqual([{ field: 'amount', message }]);

    const income = await k.call('taquilla', {
      method: 'POST',
      url: createIncome.path,
      payload: { payment_method: 'EFECTIVO', currency: 'BS', amount: '5000001', reference: 'ING-GRANDE' },
    });
    expect(income.statusCode).toBe(400);
    expect(income.json().fields).toEqual([{ field: 'amount', message }]);
    const reload = await k.call('admin', {
      method: 'POST',
      url: createReload.path,
      payload: { taquilla_id: k.p['ACE1-T1'], currency: 'BS', amount: '5000001' },
    });
    expect(reload.statusCode).toBe(400);
    expect(reload.json().fields).toEqual([{ field: 'amount', message }]);
    const fund = await k.call('agencia', {
      method: 'POST',
      url: saveCashFund.path,
      payload: { taquilla_id: k.p['ACE1-T1'], currency: 'BS', amount: '5000001' },
    });
    expect(fund.statusCode).toBe(400);
    expect(fund.json().fields).toEqual([
      { field: 'amount', message: 'El fondo no puede ser mayor que Bs 50.000,00, el máximo de la banca.' },
    ]);
    const counts = await rowsOf<{ payments: number; movements: number }>(
      k.db,
      sql`SELECT (SELECT count(*)::int FROM payments WHERE amount = 5000001) AS payments,
                 (SELECT count(*)::int FROM cash_movements WHERE amount = 5000001) AS movements`,
    );
    expect(counts).toEqual([{ payments: 0, movements: 0 }]);
  });
});

describe('sums that cannot overflow', () => {
  const DAY = '2026-11-20';
  const EVE = '2026-11-19';
  const query = `partner_id=${0}&from_date=2026-11-01&to_date=2026-11-21`;

  it('answers every accounting figure exactly after the largest amounts, many times a day and across days', async () => {
    await setMaximums({ BS: MAX_MONEY_INPUT.toString() });
    const max = MAX_MONEY_INPUT.toString();
    for (let i = 0; i < 12; i++) expect((await entry('distribuidor', { amount: max, business_date: DAY })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await entry('distribuidor', { amount: max, business_date: EVE })).statusCode).toBe(200);
    // Whatever wrote them, entries whose day sum passes a bigint (9.2 × 10^18) still add up: ten
    // of the 18-digit amount the contracts took before they had a ceiling.
    const near = 999_999_999_999_999_999n;
    for (let i = 0; i < 10; i++) {
      await k.db.execute(sql`SELECT banca_post_entry(${DAY}::date, ${adjustments}, ${k.p.DCE}, ${k.p.ACE1}, 'BS',
        ${near.toString()}::bigint, 'MANUAL', 'MANUAL', 'Prueba de sumas', NULL)`);
    }
    const legs = await rowsOf<{ partner_id: number; business_date: string; amount: string }>(
      k.db,
      sql`SELECT partner_id, business_date::text AS business_date, amount::text AS amount FROM ledger_legs
           WHERE partner_id = ${k.p.ACE1} AND currency = 'BS'`,
    );
    const sum = (rows: typeof legs, keep: (row: (typeof legs)[number]) => boolean = () => true) =>
      rows.filter(keep).reduce((total, row) => total + BigInt(row.amount), 0n);
    const ace1Total = sum(legs, (l) => l.business_date <= DAY);
    const ace1Before = sum(legs, (l) => l.business_date < DAY);
    expect(ace1Total < -(2n ** 63n)).toBe(true);

    for (const who of ['admin', 'distribuidor']) {
      const balance = await k.call(who, {
        method: 'POST',
        url: getAccountBalance.path,
        payload: { date: DAY, partner_id: who === 'admin' ? k.p.DCE : undefined },
      });
      expect(balance.statusCode, balance.body).toBe(200);
      const line = balance.json<AccountBalanceReport>().lines.find((l) => l.partner_id === k.p.ACE1)!;
      expect([line.previous_balance, line.total]).toEqual([ace1Before.toString(), ace1Total.toString()]);
    }
    const adminBalance = await k.call('admin', { method: 'POST', url: getAccountBalance.path, payload: { date: DAY } });
    expect(adminBalance.statusCode, adminBalance.body).toBe(200);

    const statement = await k.call('admin', {
      method: 'GET',
      url: `${listAccountEntries.path}?${query.replace('0', String(k.p.ACE1))}&per_page=100&order=desc`,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json<Page<AccountEntryLine>>().data[0]!.balance).toBe(ace1Total.toString());

    const summary = await k.call('admin', {
      method: 'GET',
      url: `${getAccountEntriesSummary.path}?${query.replace('0', String(k.p.ACE1))}`,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json<AccountEntriesSummary>().currencies).toContainEqual(
      expect.objectContaining({ currency: 'BS', balance: ace1Total.toString(), debits: expect.any(String) }),
    );

    const movements = await k.call('admin', {
      method: 'GET',
      url: `${listMovements.path}?from_date=2026-11-01&to_date=2026-11-21`,
    });
    expect(movements.statusCode, movements.body).toBe(200);
    const all = await rowsOf<{ amount: string }>(
      k.db,
      sql`SELECT amount::text AS amount FROM ledger_entries WHERE currency = 'BS'
           AND business_date BETWEEN '2026-11-01' AND '2026-11-21'`,
    );
    const bs = movements.json<MovementReportPage>().totals.find((t) => t.currency === 'BS')!;
    expect(bs.amount).toBe(all.reduce((total, row) => total + BigInt(row.amount), 0n).toString());

    for (const [url, payload] of [
      [exportAccountBalance.path, { date: DAY, format: 'pdf' }],
      [exportAccountEntries.path, { partner_id: k.p.ACE1, from_date: '2026-11-01', to_date: '2026-11-21', format: 'xlsx' }],
      [exportAccountEntries.path, { partner_id: k.p.ACE1, from_date: '2026-11-01', to_date: '2026-11-21', format: 'pdf' }],
      [exportMovements.path, { from_date: '2026-11-01', to_date: '2026-11-21', format: 'csv' }],
    ] as const) {
      const file = await k.call('admin', { method: 'POST', url, payload });
      expect(file.statusCode, `${url} ${file.body.slice(0, 300)}`).toBe(200);
    }
    const pdf = await k.call('admin', {
      method: 'POST',
      url: exportAccountBalance.path,
      payload: { date: DAY, partner_id: k.p.DCE, format: 'pdf' },
    });
    expect(pdfText(pdf.rawPayload)).toContain('Agencia Centro 1');
    expect(await k.daySumDrift()).toEqual([]);
  });
});
