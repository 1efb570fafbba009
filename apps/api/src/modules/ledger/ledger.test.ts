import {
  createAccountEntry,
  exportAccountBalance,
  exportAccountEntries,
  exportMovements,
  getAccountBalance,
  getAccountEntriesSummary,
  listAccountEntries,
  listMovements,
  reverseAccountEntry,
  type AccountBalanceReport,
  type AccountEntry,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/paths';
import { auditLog } from '../../db/schema';
import { pdfText } from '../../../test/kits/file-answer-test-kit';
import { ledgerTestKit, type LedgerTestKit } from '../../../test/kits/ledger-test-kit';

let k: LedgerTestKit;
let settlementAccount = 0;
beforeAll(async () => {
  k = await ledgerTestKit();
  settlementAccount = await k.systemAccount('AJUSTES');
});
afterAll(() => k.t.close());

const entry = (who: string, payload: object) => k.call(who, { method: 'POST', url: createAccountEntry.path, payload });
const valid = () => ({
  account_id: settlementAccount,
  contributor_id: k.p.DCE,
  beneficiary_id: k.p.ACE1,
  currency: 'BS',
  amount: '150000',
  observation: 'Préstamo de caja',
});

describe('manual entries', () => {
  it('writes an entry with two legs that sum to zero, moves both balances and is audited', async () => {
    const answer = await entry('distribuidor', { ...valid(), business_date: '2026-11-20' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<AccountEntry>();
    expect(body).toMatchObject({
      business_date: '2026-11-20',
      contributor_name: 'Distribuidora Centro',
      beneficiary_name: 'Agencia Centro 1',
      amount: '150000',
      origin: 'MANUAL',
      kind: 'MANUAL',
      created_by: expect.any(String),
    });
    expect(await k.balanceOf(k.p.DCE!)).toEqual({ BS: 150000n });
    expect(await k.balanceOf(k.p.ACE1!)).toEqual({ BS: -150000n });
    expect(await k.legSums()).toEqual([{ currency: 'BS', total: '0' }]);
    const [audit] = await k.db
      .select()
      .from(auditLog)
      .where(sql`entity = 'account_entry' AND entity_id = ${String(body.id)}`);
    expect(audit).toMatchObject({ action: 'CREATE', username: 'distribuidor' });
  });

  it.each([
    ['a negative amount', { amount: '-5' }, 'amount', 'El monto debe ser mayor que cero.'],
    ['a zero amount', { amount: '0' }, 'amount', 'El monto debe ser mayor que cero.'],
    ['a non-numeric amount', { amount: '12,50' }, 'amount', 'El monto debe ser un número entero de céntimos.'],
    [
      'a currency the partners do not work in',
      { currency: 'USD' },
      'currency',
      'La moneda debe ser la de ambos asociados (Bolivares (Bs)).',
    ],
    ['an unknown currency', { currency: 'EUR' }, 'currency', 'Moneda no válida.'],
    [
      'the same partner on both sides',
      { beneficiary_id: 0 },
      'beneficiary_id',
      'El beneficiario debe ser otro asociado que el aportante.',
    ],
    ['no observation', { observation: ' ' }, 'observation', 'La observación es obligatoria.'],
    ['a future day', { business_date: '2098-01-01' }, 'business_date', 'La fecha no puede ser futura.'],
  ])('refuses %s in Spanish on its field and writes nothing', async (_name, change, field, message) => {
    const before = await k.entryCount();
    const payload = { ...valid(), ...change };
    if ('beneficiary_id' in change) payload.beneficiary_id = k.p.DCE!;
    const answer = await entry('distribuidor', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toContainEqual({ field, message });
    expect(await k.entryCount()).toBe(before);
  });

  it('answers 404 for a partner, an entry or a statement outside the caller’s subtree, and the lists hide them', async () => {
    const before = await k.entryCount();
    expect((await entry('distribuidor2', valid())).statusCode).toBe(404);
    expect((await entry('distribuidor', { ...valid(), beneficiary_id: k.p.AOR1 })).statusCode).toBe(404);
    expect(await k.entryCount()).toBe(before);
    const [first] = (
      await k.call('distribuidor', { method: 'GET', url: listMovements.path, query: { from_date: '2026-11-20' } })
    ).json().data;
    const reverse = await k.call('distribuidor2', {
      method: 'POST',
      url: pathOf(reverseAccountEntry, { id: first.id }),
      payload: { observation: 'Ajena' },
    });
    expect(reverse.statusCode).toBe(404);
    const statement = await k.call('distribuidor2', {
      method: 'GET',
      url: listAccountEntries.path,
      query: { partner_id: String(k.p.ACE1) },
    });
    expect(statement.statusCode).toBe(404);
    const summary = await k.call('distribuidor2', {
      method: 'GET',
      url: getAccountEntriesSummary.path,
      query: { partner_id: String(k.p.ACE1) },
    });
    expect(summary.statusCode).toBe(404);
    const theirs = await k.call('distribuidor2', {
      method: 'GET',
      url: listMovements.path,
      query: { from_date: '2026-11-01' },
    });
    expect(theirs.json()).toMatchObject({ data: [], total: 0, totals: [] });
    const balance = await k.call('distribuidor2', {
      method: 'POST',
      url: getAccountBalance.path,
      payload: { partner_id: k.p.DCE },
    });
    expect(balance.statusCode).toBe(404);
    expect((await k.call('taquilla', { method: 'GET', url: listMovements.path })).statusCode).toBe(403);
    expect((await entry('agencia', valid())).statusCode).toBe(403);
  });

  it('is never changed nor removed, and an entry whose legs do not cancel cannot commit', async () => {
    await expect(k.db.execute(sql`UPDATE ledger_entries SET amount = 1`)).rejects.toThrow();
    await expect(k.db.execute(sql`DELETE FROM ledger_legs`)).rejects.toThrow();
    await expect(
      k.db.execute(sql`WITH e AS (INSERT INTO ledger_entries (business_date, account_id, contributor_id, beneficiary_id,
          currency, amount, origin, kind) VALUES ('2026-11-20', ${settlementAccount}, ${k.p.DCE}, ${k.p.ACE1}, 'BS', 5, 'MANUAL', 'MANUAL')
          RETURNING id)
        INSERT INTO ledger_legs (entry_id, partner_id, business_date, currency, amount)
        SELECT id, ${k.p.DCE}, '2026-11-20', 'BS', 5 FROM e`),
    ).rejects.toThrow();
    expect(await k.legSums()).toEqual([{ currency: 'BS', total: '0' }]);
  });
});

describe('reversal, statement and summary', () => {
  it('reverses a manual entry once with a linked entry, and the statement shows each balance before and after', async () => {
    const created = (
      await entry('admin', { ...valid(), amount: '20000', business_date: '2026-11-21' })
    ).json<AccountEntry>();
    const reverse = () =>
      k.call('supervisor', {
        method: 'POST',
        url: pathOf(reverseAccountEntry, { id: created.id }),
        payload: { observation: 'Error de monto' },
      });
    const reversal = await reverse();
    expect(reversal.statusCode).toBe(200);
    expect(reversal.json()).toMatchObject({
      kind: 'REVERSAL',
      reverses_entry_id: created.id,
      contributor_id: k.p.ACE1,
      beneficiary_id: k.p.DCE,
      amount: '20000',
    });
    const again = await reverse();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El asiento ya fue revertido.');
    expect(await k.balanceOf(k.p.ACE1!)).toEqual({ BS: -150000n });

    const today = reversal.json<AccountEntry>().business_date;
    const lines = await k.call('agencia', {
      method: 'GET',
      url: listAccountEntries.path,
      query: { from_date: '2026-11-21', to_date: today },
    });
    expect(lines.statusCode).toBe(200);
    expect(lines.json().data.map((l: Record<string, string>) => [l.movement, l.previous_balance, l.balance])).toEqual([
      ['-20000', '-150000', '-170000'],
      ['20000', '-170000', '-150000'],
    ]);
    const summary = await k.call('agencia', {
      method: 'GET',
      url: getAccountEntriesSummary.path,
      query: { from_date: '2026-11-21', to_date: today },
    });
    expect(summary.json().currencies).toEqual([
      {
        currency: 'BS',
        previous_balance: '-150000',
        credits: '20000',
        debits: '-20000',
        balance: '-150000',
        entries: 2,
      },
    ]);
  });
});

describe('the balance of a day', () => {
  it('gives the caller’s line and one per direct associate, totals per currency, and dollars only at a recorded rate', async () => {
    const report = async () =>
      (
        await k.call('distribuidor', { method: 'POST', url: getAccountBalance.path, payload: { date: '2026-11-20' } })
      ).json<AccountBalanceReport>();
    const first = await report();
    expect(first.lines.map((l) => [l.partner_name, l.own, l.total, l.other_movements, l.rate, l.total_usd])).toEqual([
      ['Distribuidora Centro', true, '150000', '150000', null, null],
      ['Agencia Centro 1', false, '-150000', '-150000', null, null],
      ['Agencia Centro 2', false, '0', '0', null, null],
      ['Agencia Centro 3', false, '0', '0', null, null],
      ['Subdistribuidora Valencia', false, '0', '0', null, null],
    ]);
    expect(first.totals).toEqual([
      {
        currency: 'BS',
        previous_balance: '0',
        day_movements: '0',
        current_balance: '0',
        other_movements: '-150000',
        total: '-150000',
      },
    ]);
    await k.db.execute(sql`INSERT INTO rates (partner_id, rate_type_id, business_date, currency, rate)
      SELECT ${k.p.BVE}, id, '2026-11-20', 'BS', 36.5 FROM rate_types WHERE codigo = 'BCV'`);
    const ace1 = (await report()).lines.find((l) => l.partner_id === k.p.ACE1)!;
    expect([ace1.rate, ace1.total_usd]).toEqual(['36.5', '-4110']);
  });

  it('exports the balance, the statement and the movements as files', async () => {
    const files = [
      [exportAccountBalance.path, { date: '2026-11-20', format: 'xlsx' }, 'spreadsheetml'],
      [
        exportAccountEntries.path,
        { partner_id: k.p.ACE1, from_date: '2026-11-01', to_date: '2026-11-21', format: 'pdf' },
        'pdf',
      ],
      [exportMovements.path, { from_date: '2026-11-01', to_date: '2026-11-21', format: 'csv' }, 'csv'],
    ] as const;
    for (const [url, payload, type] of files) {
      const answer = await k.call('distribuidor', { method: 'POST', url, payload });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain(type);
    }
    // The title block names the partner and the account whose statement it is, never their ids.
    const statement = await k.call('distribuidor', {
      method: 'POST',
      url: exportAccountEntries.path,
      payload: { ...files[1][1], account_id: settlementAccount },
    });
    const header = pdfText(statement.rawPayload);
    expect(header).toContain('Asociado: Agencia Centro 1');
    expect(header).toContain('Cuenta: Ajustes');
    expect(header).not.toContain(`Asociado: ${k.p.ACE1}`);
    const csv = await k.call('distribuidor', { method: 'POST', url: exportMovements.path, payload: files[2][1] });
    expect(csv.body).toContain('Préstamo de caja');
    expect(
      (await k.call('distribuidor2', { method: 'POST', url: exportMovements.path, payload: files[2][1] })).body,
    ).not.toContain('Préstamo');
  });
});
