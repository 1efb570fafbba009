import {
  listDailySalesPartners,
  listGrossSales,
  listOnlineSalesDetail,
  listOnlineSalesSummary,
  listTicketsPlayed,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../lib/business-day';
import {
  childOf,
  expectedSales,
  expectedTickets,
  soldIn,
  sorted,
  totalsOf,
  type Figures,
} from '../../../test/kits/expected-figures-test-kit';
import { salesReportsKit } from '../../../test/kits/sales-reports-test-kit';

const k = salesReportsKit();
const { kit, partner, read, report } = k;
const MONEY = ['sold', 'annulled', 'sales', 'prizes', 'commission', 'net'];

const pick = (rows: Figures[], fields: string[]) =>
  sorted(rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]]))));

describe('GET /api/v2/admin/reports/gross-sale', () => {
  it('gives per day and product what the tickets and plays add up to, with the commission and totals per currency', async () => {
    const sold = await soldIn(kit.db, partner.BVE!.path, k.period);
    const expected = expectedSales(sold, (play) => ({ business_date: play.day, product_id: play.product_id! }));
    const body = await report('admin', listGrossSales);
    const fields = ['business_date', 'product_id', 'currency', ...MONEY, 'plays'];
    expect(pick(body.data, fields)).toEqual(pick(expected, fields));
    expect(body.total).toBe(expected.length);
    expect(sorted(body.totals)).toEqual(sorted(totalsOf(expected, MONEY, ['plays'])));
    // Not a vacuous equality: bolívares and dollars apart, an annulment, prizes and a commission.
    const bs = body.totals.find((t) => t.currency === 'BS')!;
    expect(body.totals.map((t) => t.currency).sort()).toEqual(['BS', 'USD']);
    expect(BigInt(bs.annulled as string)).toBeGreaterThanOrEqual(1200n);
    expect(BigInt(bs.prizes as string)).toBeGreaterThanOrEqual(30_000n + 45_000n);
    // Triple Caracas at Agencia Centro 1 (11,50 %): 500 + 600 → 126,5, rounded half up.
    const triple = body.data.find((row) => row.product_name === 'Triple Caracas' && row.currency === 'BS')!;
    expect(triple).toMatchObject({ sold: '1100', sales: '1100', commission: '127', plays: 2 });
  });

  it('pages on the server and keeps the totals of every row', async () => {
    const all = await report('admin', listGrossSales, { sort: 'sales', order: 'desc' });
    const second = await report('admin', listGrossSales, { sort: 'sales', order: 'desc', per_page: 1, page: 2 });
    expect(second.data).toEqual([all.data[1]]);
    expect(second.total).toBe(all.total);
    expect(second.totals).toEqual(all.totals);
  });

  it('narrows to a product and a currency', async () => {
    const all = await report('admin', listGrossSales);
    const triple = all.data.find((row) => row.product_name === 'Triple Caracas')!;
    const one = await report('admin', listGrossSales, { product_id: triple.product_id!, currency: 'BS' });
    expect(one.data).toEqual(all.data.filter((row) => row.product_id === triple.product_id && row.currency === 'BS'));
  });
});

describe('GET /api/v2/admin/reports/daily-sales-partners', () => {
  const fields = ['business_date', 'partner_id', 'currency', ...MONEY, 'tickets'];

  it('gives a distributor its children per day, and never another branch', async () => {
    const dce = partner.DCE!;
    const sold = await soldIn(kit.db, dce.path, k.period);
    const child = childOf(dce.path, dce.id);
    const expected = expectedSales(sold, (row) => ({ business_date: row.day, partner_id: child(row.path) }), {
      tickets: true,
    });
    const body = await report('distribuidor', listDailySalesPartners);
    expect(pick(body.data, fields)).toEqual(pick(expected, fields));
    expect(sorted(body.totals)).toEqual(sorted(totalsOf(expected, MONEY, ['tickets'])));
    expect(new Set(body.data.map((row) => row.partner_name))).toEqual(
      new Set(['Agencia Centro 1', 'Agencia Centro 2']),
    );
  });

  it('groups at a chosen level, and inside a chosen partner', async () => {
    const bve = partner.BVE!;
    const byPath = new Map(Object.values(partner).map((p) => [p.path, p.id]));
    // The agency of a taquilla is its parent: the path without its last id.
    const agencyOf = (path: string) => byPath.get(path.replace(/\d+\/$/, ''))!;
    const sold = await soldIn(kit.db, bve.path, k.period);
    const expected = expectedSales(sold, (row) => ({ business_date: row.day, partner_id: agencyOf(row.path) }), {
      tickets: true,
    });
    const agencies = await report('admin', listDailySalesPartners, { level: 'AGENCIA' });
    expect(pick(agencies.data, fields)).toEqual(pick(expected, fields));
    expect(agencies.data.every((row) => row.partner_kind === 'AGENCIA')).toBe(true);

    const ace1 = partner.ACE1!;
    const taquillas = await report('admin', listDailySalesPartners, { partner_id: ace1.id });
    const inside = expectedSales(
      await soldIn(kit.db, ace1.path, k.period),
      (row) => ({
        business_date: row.day,
        partner_id: childOf(ace1.path, ace1.id)(row.path),
      }),
      { tickets: true },
    );
    expect(pick(taquillas.data, fields)).toEqual(pick(inside, fields));
    expect(taquillas.data.map((row) => row.partner_kind)).toContain('TAQUILLA');
  });
});

describe('GET /api/v2/admin/reports/online-sales/*', () => {
  it('sums the web and the terminals apart', async () => {
    const sold = await soldIn(kit.db, partner.BVE!.path, k.period);
    const expected = expectedSales(sold, (row) => ({ channel: row.channel }), { tickets: true });
    const body = await report('admin', listOnlineSalesSummary);
    const fields = ['channel', 'currency', 'tickets', ...MONEY];
    expect(pick(body.data, fields)).toEqual(pick(expected, fields));
    const terminal = body.data.find((row) => row.channel === 'TERMINAL')!;
    expect(terminal).toMatchObject({ currency: 'BS', tickets: 1, sold: '3700', annulled: '1200', sales: '2500' });
  });

  it('details each day, partner and channel, and filters by channel', async () => {
    const bve = partner.BVE!;
    const child = childOf(bve.path, bve.id);
    const sold = await soldIn(kit.db, bve.path, k.period);
    const expected = expectedSales(
      sold,
      (row) => ({ business_date: row.day, partner_id: child(row.path), channel: row.channel }),
      { tickets: true },
    );
    const fields = ['business_date', 'partner_id', 'channel', 'currency', 'tickets', ...MONEY];
    const body = await report('admin', listOnlineSalesDetail);
    expect(pick(body.data, fields)).toEqual(pick(expected, fields));
    const web = await report('admin', listOnlineSalesDetail, { channel: 'WEB' });
    expect(web.data).toEqual(body.data.filter((row) => row.channel === 'WEB'));
  });
});

describe('GET /api/v2/admin/reports/tickets-played/summary', () => {
  it('counts the tickets of each status with their amounts and prizes, per currency', async () => {
    const sold = await soldIn(kit.db, partner.BVE!.path, k.period);
    const body = await report('admin', listTicketsPlayed);
    expect(sorted(body.data)).toEqual(sorted(expectedTickets(sold)));
    expect(new Set(body.data.map((row) => row.status))).toEqual(
      new Set(['ACTIVO', 'ANULADO', 'PREMIADO', 'PERDEDOR', 'PAGADO']),
    );
    expect(sorted(body.totals)).toEqual(sorted(totalsOf(expectedTickets(sold), ['amount', 'prizes'], ['tickets'])));
    const terminal = await report('admin', listTicketsPlayed, { channel: 'TERMINAL' });
    expect(sorted(terminal.data)).toEqual(sorted(expectedTickets(sold, 'TERMINAL')));
  });

  it('reads an unpaid prize past its validity as VENCIDO, as the prize report and the ticket read it', async () => {
    const before = await report('admin', listTicketsPlayed);
    const [won] = await kit.rows<{ id: string; currency: string; total: string; prize_total: string; expires: string }>(
      sql`SELECT id::text, currency, total::text, prize_total::text, prize_expires_at::text AS expires FROM tickets
           WHERE status = 'PREMIADO' AND partner_path LIKE ${`${partner.BVE!.path}%`} ORDER BY id LIMIT 1`,
    );
    await kit.db.execute(sql`UPDATE tickets SET prize_expires_at = now() - interval '1 minute' WHERE id = ${won!.id}`);
    try {
      const after = await report('admin', listTicketsPlayed);
      const row = (rows: typeof after.data, status: string) =>
        rows.find((r) => r.status === status && r.currency === won!.currency);
      expect(row(after.data, 'VENCIDO')).toEqual({
        status: 'VENCIDO',
        currency: won!.currency,
        tickets: 1,
        amount: won!.total,
        prizes: won!.prize_total,
      });
      const premiado = row(before.data, 'PREMIADO')!;
      const left =
        premiado.tickets === 1
          ? undefined
          : {
              ...premiado,
              tickets: Number(premiado.tickets) - 1,
              amount: String(BigInt(String(premiado.amount)) - BigInt(won!.total)),
              prizes: String(BigInt(String(premiado.prizes)) - BigInt(won!.prize_total)),
            };
      expect(row(after.data, 'PREMIADO')).toEqual(left);
      expect(after.totals).toEqual(before.totals);
    } finally {
      await kit.db.execute(
        sql`UPDATE tickets SET prize_expires_at = ${won!.expires}::timestamptz WHERE id = ${won!.id}`,
      );
    }
  });
});

describe('scope, access and filters', () => {
  const ALL = [
    listGrossSales,
    listDailySalesPartners,
    listOnlineSalesSummary,
    listOnlineSalesDetail,
    listTicketsPlayed,
  ];

  it('counts in every report only the caller’s branch: a distributor’s and an agency’s figures are their subtree’s', async () => {
    for (const [who, code] of [
      ['distribuidor', 'DCE'],
      ['agencia', 'ACE1'],
    ] as const) {
      const sold = await soldIn(kit.db, partner[code]!.path, k.period);
      const gross = await report(who, listGrossSales);
      const grossFields = ['business_date', 'product_id', 'currency', ...MONEY, 'plays'];
      const byProduct = expectedSales(sold, (play) => ({ business_date: play.day, product_id: play.product_id! }));
      expect(pick(gross.data, grossFields), who).toEqual(pick(byProduct, grossFields));
      const online = await report(who, listOnlineSalesSummary);
      const byChannel = expectedSales(sold, (row) => ({ channel: row.channel }), { tickets: true });
      const onlineFields = ['channel', 'currency', 'tickets', ...MONEY];
      expect(pick(online.data, onlineFields), who).toEqual(pick(byChannel, onlineFields));
      expect(sorted((await report(who, listTicketsPlayed)).data), who).toEqual(sorted(expectedTickets(sold)));
    }
  });

  it('shows each banca only its own currency and sales', async () => {
    const pa = await report('admin.pa', listGrossSales);
    const expected = expectedSales(await soldIn(kit.db, partner.BPA!.path, k.period), (play) => ({
      business_date: play.day,
      product_id: play.product_id!,
    }));
    expect(pick(pa.data, ['business_date', 'product_id', 'currency', ...MONEY])).toEqual(
      pick(expected, ['business_date', 'product_id', 'currency', ...MONEY]),
    );
    expect(pa.totals).toEqual([expect.objectContaining({ currency: 'USD', sold: '300' })]);
    const co = await report('admin.co', listTicketsPlayed);
    expect(co.totals).toEqual([{ currency: 'COP', tickets: 1, amount: '50000', prizes: '0' }]);
  });

  it('answers 404 for a partner outside the caller’s subtree, on every report', async () => {
    for (const contract of ALL) {
      const answer = await read('distribuidor2', contract, { partner_id: partner.ACE1!.id });
      expect(answer.statusCode, contract.path).toBe(404);
      expect((await read('distribuidor2', contract, { partner_id: partner.AOR1!.id })).statusCode).toBe(200);
    }
  });

  it('refuses the roles the screens refuse', async () => {
    for (const contract of ALL) {
      expect((await read('taquilla', contract)).statusCode, contract.path).toBe(403);
      expect((await read('polla', contract)).statusCode, contract.path).toBe(403);
      expect((await read('agencia', contract)).statusCode, contract.path).toBe(200);
    }
  });

  it('reads today in the caller’s zone by default', async () => {
    for (const zone of ['America/Caracas', 'Asia/Tokyo']) {
      const today = dayIn(zone, new Date());
      const implicit = await read('admin', listGrossSales, {}, zone);
      const explicit = await read('admin', listGrossSales, { from_date: today, to_date: today }, zone);
      expect(implicit.json()).toEqual(explicit.json());
      const onlyFrom = await read('admin', listGrossSales, { from_date: today }, zone);
      expect(onlyFrom.json()).toEqual(explicit.json());
    }
  });

  it('refuses a backward or too long period on to_date, in Spanish', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from_date: '2025-03-10', to_date: '2025-03-01' }, 'La fecha final no puede ser anterior a la inicial.'],
      [{ from_date: '2024-01-01', to_date: '2025-01-01' }, 'El rango no puede pasar de 366 días.'],
    ];
    for (const [query, message] of cases) {
      const answer = await read('admin', listDailySalesPartners, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual([{ field: 'to_date', message }]);
    }
    expect((await read('admin', listGrossSales, { from_date: '2024-01-01', to_date: '2024-12-31' })).statusCode).toBe(
      200,
    );
  });
});
