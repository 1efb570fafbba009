import {
  exportRates,
  getAccountBalance,
  listRates,
  listRateTypes,
  saveRate,
  type AccountBalanceReport,
  type Rate,
  type RateType,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/raw-query';
import { ledgerTestKit, type LedgerTestKit } from '../../../test/kits/ledger-test-kit';

let k: LedgerTestKit;
let bcv = 0;
beforeAll(async () => {
  k = await ledgerTestKit();
  const types = (await k.call('admin', { method: 'GET', url: listRateTypes.path })).json<RateType[]>();
  expect(types.map((t) => t.codigo)).toEqual(['BCV', 'PARALELO']);
  bcv = types[0]!.id;
});
afterAll(() => k.t.close());

const save = (who: string, payload: object) => k.call(who, { method: 'POST', url: saveRate.path, payload });
const rateCount = async () => (await rowsOf<{ n: number }>(k.db, sql`SELECT count(*)::int AS n FROM rates`))[0]!.n;

describe('exchange rates', () => {
  it('records a partner’s rate of a day, replaces it on a second save, and the balance converts with the nearest one', async () => {
    const banca = await save('admin', { rate_type_id: bcv, business_date: '2026-11-20', rate: '36.50' });
    expect(banca.json<Rate>()).toMatchObject({ partner_name: 'Banca Venezuela', currency: 'BS', rate: '36.5' });
    await save('admin', { rate_type_id: bcv, business_date: '2026-11-20', partner_id: k.p.ACE1, rate: '40' });
    const again = await save('admin', {
      rate_type_id: bcv,
      business_date: '2026-11-20',
      partner_id: k.p.ACE1,
      rate: '50',
    });
    expect(again.json<Rate>().rate).toBe('50');
    await k.db.execute(sql`SELECT banca_post_entry('2026-11-20', (SELECT id FROM accounts WHERE code = 'AJUSTES'),
      ${k.p.DCE}, ${k.p.ACE1}, 'BS', 100000, 'MANUAL', 'MANUAL', 'x', NULL)`);
    const report = (
      await k.call('admin', {
        method: 'POST',
        url: getAccountBalance.path,
        payload: { date: '2026-11-20', partner_id: k.p.DCE },
      })
    ).json<AccountBalanceReport>();
    const line = (name: string) => report.lines.find((l) => l.partner_name === name)!;
    expect([line('Agencia Centro 1').rate, line('Agencia Centro 1').total_usd]).toEqual(['50', '-2000']);
    expect([line('Distribuidora Centro').rate, line('Distribuidora Centro').total_usd]).toEqual(['36.5', '2740']);
  });

  it('lets a seller record only its taquilla’s rate, refuses bad rates on the field and keeps Panamá out', async () => {
    const own = await save('taquilla', { rate_type_id: bcv, rate: '37.1' });
    expect(own.json<Rate>().partner_name).toBe('Taquilla 1');
    const count = await rateCount();
    expect((await save('taquilla', { rate_type_id: bcv, rate: '37', partner_id: k.p.ACE1 })).statusCode).toBe(404);
    expect((await save('admin', { rate_type_id: bcv, rate: '37', partner_id: k.p.BPA })).statusCode).toBe(404);
    for (const [rate, message] of [
      ['36,5', 'La tasa es un número con punto decimal y hasta 6 decimales.'],
      ['0', 'La tasa debe ser mayor que cero.'],
      ['-1', 'La tasa es un número con punto decimal y hasta 6 decimales.'],
    ]) {
      const refused = await save('admin', { rate_type_id: bcv, rate });
      expect(refused.json().fields).toContainEqual({ field: 'rate', message });
    }
    expect((await save('admin.pa', { rate_type_id: bcv, rate: '1' })).statusCode).toBe(403);
    expect((await save('distribuidor', { rate_type_id: bcv, rate: '1' })).statusCode).toBe(403);
    expect(await rateCount()).toBe(count);
  });

  it('lists the history of the caller’s network and exports it', async () => {
    const mine = (await k.call('taquilla', { method: 'GET', url: listRates.path })).json();
    expect(mine.data.map((r: Rate) => r.partner_name)).toEqual(['Taquilla 1']);
    const all = (await k.call('admin', { method: 'GET', url: listRates.path })).json();
    expect(all.total).toBe(3);
    const file = await k.call('admin', { method: 'POST', url: exportRates.path, payload: { format: 'csv' } });
    expect(file.body).toContain('Agencia Centro 1');
  });
});
