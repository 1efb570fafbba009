import { listGeneralReport, type GeneralReportPage, type GeneralReportRow } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, DAY_BEFORE, generalReportKit, writeScenario } from '../../../test/kits/general-report-test-kit';

const kit = generalReportKit();

beforeAll(() => writeScenario(kit));

const report = (username: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  kit.call(username, {
    method: 'GET',
    url: listGeneralReport.path,
    query: { from_date: DAY, to_date: DAY, ...query },
    headers,
  });

async function pageOf(username: string, query: Record<string, string> = {}): Promise<GeneralReportPage> {
  const answer = await report(username, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const keys = (page: GeneralReportPage) => page.data.map((row) => `${row.partner_code} ${row.currency}`);

/** Every row and every totals entry against the same figures computed from the tickets of its subtree. */
async function expectDirect(page: GeneralReportPage, focusCode: string, productName?: string) {
  for (const row of page.data) {
    const [direct] = (await kit.direct(row.partner_code, DAY, DAY, productName)).filter(
      (figures) => figures.currency === row.currency,
    );
    expect({ code: row.partner_code, sales: row.sales, annulled: row.annulled, prizes: row.prizes }).toEqual({
      code: row.partner_code,
      sales: direct?.sales ?? '0',
      annulled: direct?.annulled ?? '0',
      prizes: direct?.prizes ?? '0',
    });
    expect(BigInt(row.net)).toBe(BigInt(row.sales) - BigInt(row.prizes) - BigInt(row.commission));
  }
  const direct = await kit.direct(focusCode, DAY, DAY, productName);
  expect(page.totals.map(({ currency, sales, annulled, prizes }) => ({ currency, sales, annulled, prizes }))).toEqual(
    direct,
  );
}

describe('GET /api/v2/admin/reports/general', () => {
  it('lists the admin’s direct children per currency, each equal to its tickets, with totals per currency', async () => {
    const page = await pageOf('admin');
    expect(keys(page)).toEqual(['DCE BS', 'DCE USD', 'DOR BS']);
    await expectDirect(page, 'BVE');
    expect(page).toMatchObject({ total: 3, from_date: DAY, to_date: DAY, focus: { code: 'BVE', kind: 'BANCA' } });
    expect(page.trail.map((partner) => partner.code)).toEqual(['BVE']);
    // Commission per agency, product and bet type: ACE1 Lotto 1500 × 12 % + ACE1 Triple 1000 × 11.5 % + ACE2 4000 × 12 %.
    const dce = page.data.find((row) => row.partner_code === 'DCE' && row.currency === 'BS')!;
    expect(dce).toMatchObject({ sales: '6500', annulled: '2000', prizes: '600', commission: '775', net: '5125' });
    // Participation: ACE1 Lotto (1500 − 600 − 180) × 10 %; the others have none.
    expect(dce.participation).toBe('72');
    const totals = Object.fromEntries(page.totals.map((entry) => [entry.currency, entry]));
    expect(totals.BS).toMatchObject({ sales: '7200', commission: '775', participation: '72', net: '5825' });
    expect(totals.USD).toMatchObject({ sales: '300', commission: '36', participation: '26', net: '264' });
  });

  it('groups by agency or by taquilla at the level asked, with the same totals', async () => {
    const agencies = await pageOf('admin', { level: 'AGENCIA' });
    expect(keys(agencies)).toEqual(['ACE1 BS', 'ACE1 USD', 'ACE2 BS', 'AOR1 BS']);
    await expectDirect(agencies, 'BVE');
    const taquillas = await pageOf('admin', { level: 'TAQUILLA', sort: 'partner_code' });
    expect(keys(taquillas)).toEqual(['ACE1-T1 BS', 'ACE1-T1 USD', 'ACE1-T2 BS', 'ACE2-T1 BS', 'AOR1-T1 BS']);
    await expectDirect(taquillas, 'BVE');
    expect(taquillas.data.find((row) => row.partner_code === 'ACE1-T2')).toMatchObject({
      sales: '0',
      annulled: '2000',
    });
    const top = await pageOf('admin', { level: 'TAQUILLA' });
    expect(taquillas.totals).toEqual(top.totals);
    expect(agencies.totals).toEqual(top.totals);
  });

  it('drills down to a partner inside the subtree, with the way back', async () => {
    const dce = await kit.partnerId('DCE');
    const page = await pageOf('admin', { partner_id: String(dce) });
    expect(keys(page)).toEqual(['ACE1 BS', 'ACE1 USD', 'ACE2 BS']);
    expect(page.trail.map((partner) => partner.code)).toEqual(['BVE', 'DCE']);
    await expectDirect(page, 'DCE');
    const taquilla = await pageOf('admin', { partner_id: String(await kit.partnerId('ACE1-T1')), level: 'AGENCIA' });
    expect(keys(taquilla)).toEqual(['ACE1-T1 BS', 'ACE1-T1 USD']);
  });

  it('shows each role only its own subtree, and a partner outside it does not exist (404)', async () => {
    expect(keys(await pageOf('supervisor'))).toEqual(['DCE BS', 'DCE USD', 'DOR BS']);
    const centro = await pageOf('distribuidor', { level: 'TAQUILLA' });
    expect(keys(centro)).toEqual(['ACE1-T1 BS', 'ACE1-T1 USD', 'ACE1-T2 BS', 'ACE2-T1 BS']);
    await expectDirect(centro, 'DCE');
    const oriente = await pageOf('distribuidor2');
    expect(keys(oriente)).toEqual(['AOR1 BS']);
    await expectDirect(oriente, 'DOR');
    const agencia = await pageOf('agencia');
    expect(keys(agencia)).toEqual(['ACE1-T1 BS', 'ACE1-T1 USD', 'ACE1-T2 BS']);
    expect(agencia.trail.map((partner) => partner.code)).toEqual(['ACE1']);
    const panama = await pageOf('admin.pa', { level: 'TAQUILLA' });
    expect(keys(panama)).toEqual(['APA1-T1 USD']);
    await expectDirect(panama, 'BPA');

    for (const [username, code] of [
      ['distribuidor', 'AOR1'],
      ['distribuidor2', 'DCE'],
      ['agencia', 'ACE2'],
      ['admin.pa', 'ACE1'],
      ['admin', 'APA1'],
    ] as const) {
      const answer = await report(username, { partner_id: String(await kit.partnerId(code)) });
      expect(answer.statusCode, `${username} → ${code}`).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'El asociado no existe.' });
    }
  });

  it('is refused to the sellers (403)', async () => {
    for (const username of ['taquilla', 'polla']) expect((await report(username)).statusCode).toBe(403);
  });

  it('filters by product, currency and days, never adding two currencies', async () => {
    const triple = await pageOf('admin', { product_id: String(await productId('Triple Caracas')), level: 'TAQUILLA' });
    expect(keys(triple)).toEqual(['ACE1-T1 BS']);
    expect(triple.data[0]).toMatchObject({ sales: '1000', commission: '115', participation: '0' });
    await expectDirect(triple, 'BVE', 'Triple Caracas');
    const usd = await pageOf('admin', { currency: 'USD' });
    expect(keys(usd)).toEqual(['DCE USD']);
    expect(usd.totals).toEqual([expect.objectContaining({ currency: 'USD', sales: '300' })]);
    const before = await pageOf('admin', { from_date: DAY_BEFORE, to_date: DAY_BEFORE, level: 'TAQUILLA' });
    expect(before.data.map((row: GeneralReportRow) => [row.partner_code, row.sales])).toEqual([['ACE1-T1', '999']]);
    const both = await pageOf('admin', { from_date: DAY_BEFORE, level: 'TAQUILLA', currency: 'BS' });
    expect(both.data.find((row) => row.partner_code === 'ACE1-T1')?.sales).toBe(String(1500 + 1000 + 999));
  });

  it('pages on the server and sorts by a column, with the totals of every row on each page', async () => {
    const first = await pageOf('admin', { level: 'TAQUILLA', sort: 'sales', order: 'desc', per_page: '2' });
    expect(first.data.map((row) => row.sales)).toEqual(['4000', '2500']);
    expect(first.total).toBe(5);
    const third = await pageOf('admin', { level: 'TAQUILLA', sort: 'sales', order: 'desc', per_page: '2', page: '3' });
    expect(third.data.map((row) => row.sales)).toEqual(['0']);
    expect(third.totals).toEqual(first.totals);
  });

  it('reads today in the caller’s zone by default, and refuses a bad period on its field', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const answer = await kit.call('admin', {
        method: 'GET',
        url: listGeneralReport.path,
        headers: { 'x-timezone': zone },
      });
      const [today] = await kit.rows<{ d: string }>(sql`SELECT (now() AT TIME ZONE ${zone})::date::text AS d`);
      expect(answer.json()).toMatchObject({ from_date: today!.d, to_date: today!.d, data: [], totals: [] });
    }
    const cases: [Record<string, string>, string, string][] = [
      [
        { from_date: '2026-03-10', to_date: '2026-03-01' },
        'to_date',
        'La fecha final no puede ser anterior a la inicial.',
      ],
      [{ from_date: '2025-01-01', to_date: '2026-01-02' }, 'to_date', 'El período no puede pasar de 366 días.'],
      [{ level: 'DISTRIBUIDOR' }, 'level', 'El nivel debe ser AGENCIA o TAQUILLA.'],
      [{ currency: 'EUR' }, 'currency', 'Moneda no válida.'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await report('admin', query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json().fields).toEqual([{ field, message }]);
    }
    expect((await report('admin', { from_date: '2025-01-01', to_date: '2026-01-01' })).statusCode).toBe(200);
  });
});

async function productId(name: string): Promise<number> {
  const [row] = await kit.rows<{ id: number }>(sql`SELECT id FROM products WHERE name = ${name}`);
  return row!.id;
}
