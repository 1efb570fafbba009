import { DETAILED_PRIZE_SORTABLE, exportDetailedPrizes, listDetailedPrizes } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../../test/session';
import { prizeReportTestKit, shapesOf, totalsOf } from '../../../test/kits/prize-report-test-kit';

/** The detailed-prize report against the prizes read straight from the tickets and plays. */
const { kit, state, sold, expectedPrizes, report, pageOf, idOfPartner } = prizeReportTestKit();

describe('GET /api/v2/admin/reports/detailed-prize', () => {
  it('lists every winning play of the banca, equal to the prizes read from the tickets, with totals per currency', async () => {
    const expected = await expectedPrizes('BVE');
    expect(expected.map((row) => row.serial).sort()).toEqual(
      [sold.paid, sold.expired, sold.expired, sold.usd, sold.oriente, sold.waiting].map((t) => t.serial).sort(),
    );
    const page = await pageOf('admin');
    expect(shapesOf(page.data)).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(page.totals).toEqual(totalsOf(expected));
    // Two currencies, never added together.
    expect(page.totals.map((entry) => entry.currency)).toEqual(['BS', 'USD']);
    expect(page.totals[1]).toMatchObject({ prizes: 1, amount: '300', prize: '9000', pending: '9000' });
  });

  it('gives each prize its state, ticket, draw and payment', async () => {
    const rows = (await pageOf('admin')).data;
    const bySerial = (serial: string) => rows.filter((row) => row.serial === serial);
    expect(bySerial(sold.paid.serial)).toEqual([
      expect.objectContaining({
        ticket_id: sold.paid.id,
        taquilla_name: 'Taquilla 1',
        product_name: 'Lotto Activo',
        draw_time: '16:00',
        number: '7',
        symbol_name: expect.any(String),
        business_date: state.today,
        amount: '100',
        prize: '3000',
        state: 'PAGADO',
        paid_taquilla_name: 'Taquilla 1',
        paid_at: expect.any(String),
      }),
    ]);
    const expired = bySerial(sold.expired.serial);
    expect(expired.map((row) => [row.amount, row.prize, row.state]).sort()).toEqual([
      ['10', '300', 'VENCIDO'],
      ['200', '6000', 'VENCIDO'],
    ]);
    expect(expired.map((row) => row.paid_at)).toEqual([null, null]);
    // Still waiting for another draw: the prize is owed, not yet payable.
    expect(bySerial(sold.waiting.serial)).toEqual([expect.objectContaining({ prize: '21000', state: 'POR_PAGAR' })]);
    expect(bySerial(sold.loser.serial)).toEqual([]);
    expect(bySerial(sold.annulled.serial)).toEqual([]);
  });

  it('filters by state, currency, product, serial and partner', async () => {
    const serials = async (query: Record<string, string | number>) =>
      (await pageOf('admin', query)).data.map((row) => row.serial).sort();
    expect(await serials({ state: 'PAGADO' })).toEqual([sold.paid.serial]);
    expect(await serials({ state: 'VENCIDO' })).toEqual([sold.expired.serial, sold.expired.serial]);
    expect(await serials({ state: 'POR_PAGAR' })).toEqual(
      [sold.usd, sold.oriente, sold.waiting].map((t) => t.serial).sort(),
    );
    expect(await serials({ currency: 'USD' })).toEqual([sold.usd.serial]);
    expect(await serials({ serial: sold.usd.serial.slice(0, 6) })).toContain(sold.usd.serial);
    expect(await serials({ serial: sold.usd.serial })).toEqual([sold.usd.serial]);
    expect(await serials({ product_id: state.otherProductId })).toEqual([]);
    expect(await serials({ product_id: state.productId })).toHaveLength(6);
    expect(await serials({ partner_id: await idOfPartner('ACE2') })).toEqual([sold.usd.serial]);
    expect((await pageOf('admin', { state: 'VENCIDO' })).totals).toEqual([
      { currency: 'BS', prizes: 2, amount: '210', prize: '6300', paid: '0', pending: '0', expired: '6300' },
    ]);
  });

  it('reads the sale’s business dates: today in the caller’s zone by default, nothing on other days', async () => {
    const answer = await kit.app.inject({
      method: 'GET',
      url: listDetailedPrizes.path,
      headers: { ...bearer((await signInAs(kit.app, 'admin')).access_token), 'x-timezone': state.zone },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().total).toBe(6);
    const daysAgo = (days: number) =>
      new Date(Date.parse(`${state.today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    expect(await pageOf('admin', { from_date: daysAgo(365), to_date: daysAgo(1) })).toMatchObject({
      total: 0,
      data: [],
      totals: [],
    });
  });

  it('pages with a stable order and counts every row', async () => {
    const sorted = { sort: 'prize', order: 'desc' };
    const all = (await pageOf('admin', sorted)).data;
    const first = await pageOf('admin', { ...sorted, per_page: 4, page: 1 });
    const second = await pageOf('admin', { ...sorted, per_page: 4, page: 2 });
    expect(first.total).toBe(6);
    expect([...first.data, ...second.data].map((row) => row.id)).toEqual(all.map((row) => row.id));
    const prizes = all.map((row) => Number(row.prize));
    expect(prizes).toEqual([...prizes].sort((a, b) => b - a));
    expect(second.totals).toEqual(first.totals);
    for (const sort of DETAILED_PRIZE_SORTABLE) {
      for (const order of ['asc', 'desc']) {
        const whole = (await pageOf('admin', { sort, order })).data.map((row) => row.id);
        const pages = await Promise.all([1, 2, 3].map((page) => pageOf('admin', { sort, order, per_page: 2, page })));
        expect(
          pages.flatMap((page) => page.data.map((row) => row.id)),
          `${sort} ${order}`,
        ).toEqual(whole);
      }
    }
    const byTaquilla = (await pageOf('admin', { sort: 'taquilla_name' })).data.map((row) => row.taquilla_name);
    expect(byTaquilla).toEqual([...byTaquilla].sort((a, b) => a.localeCompare(b)));
    const byPayment = (await pageOf('admin', { sort: 'paid_at', order: 'desc' })).data.map((row) => row.paid_at);
    expect(byPayment[0]).not.toBeNull();
  });

  it('shows each level only its own part of the network, and 404 for a partner outside it', async () => {
    for (const [who, code] of [
      ['distribuidor', 'DCE'],
      ['distribuidor2', 'DOR'],
      ['agencia', 'ACE1'],
      ['admin.pa', 'BPA'],
      ['supervisor', 'BVE'],
    ] as const) {
      const expected = await expectedPrizes(code);
      const page = await pageOf(who);
      expect(shapesOf(page.data), who).toEqual(expected);
      expect(page.totals, who).toEqual(totalsOf(expected));
    }
    expect((await pageOf('distribuidor2')).data.map((row) => row.serial)).toEqual([sold.oriente.serial]);
    expect((await pageOf('admin.pa')).data.map((row) => row.serial)).toEqual([sold.panama.serial]);
    for (const [who, code] of [
      ['distribuidor', 'AOR1'],
      ['distribuidor2', 'ACE1'],
      ['agencia', 'ACE2'],
      ['admin.pa', 'BVE'],
    ] as const) {
      const answer = await report(who, { partner_id: await idOfPartner(code) });
      expect(answer.statusCode, `${who} → ${code}`).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
  });

  it('is refused to a seller and to the polla seller', async () => {
    for (const who of ['taquilla', 'polla']) {
      expect((await report(who)).statusCode, who).toBe(403);
      expect((await kit.as(who, 'POST', exportDetailedPrizes.path, { format: 'csv' })).statusCode, who).toBe(403);
    }
  });

  it('refuses a period backwards or longer than a year, and unknown states, on their fields', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { from_date: '2025-03-10', to_date: '2025-03-01' },
        'to_date',
        'La fecha final no puede ser anterior a la inicial.',
      ],
      [{ from_date: '2024-01-01', to_date: '2025-01-01' }, 'to_date', 'El período no puede pasar de 366 días.'],
      [{ state: 'GANADOR' }, 'state', 'Estado de premio no válido.'],
      [{ serial: '12ab' }, 'serial', 'El serial solo tiene dígitos (hasta 10).'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await report('admin', query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json().fields).toEqual([{ field, message }]);
    }
    expect((await report('admin', { from_date: '2024-01-01', to_date: '2024-12-31' })).statusCode).toBe(200);
  });
});
