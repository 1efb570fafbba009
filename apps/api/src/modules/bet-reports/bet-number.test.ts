import {
  listBetNumber,
  listDailyTerminalPaBets,
  type BetNumberPage,
  type DailyTerminalPaBetsPage,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  betReportsKit,
  comparable,
  D1,
  D2,
  directFigures,
  partnerIdOf,
  subtreeOf,
  totalsOf,
} from '../../../test/kits/bet-reports-test-kit';

const { kit, get, page } = betReportsKit();

const NUMBER_KEY = ['business_date', 'occurrence_id', 'bet_type', 'number', 'currency'] as const;

describe('bet-number', () => {
  const directNumber = async (pattern: string, number: string) =>
    directFigures<{ business_date: string; occurrence_id: number; bet_type: string; number: string; currency: string }>(
      kit.db,
      {
        business_date: sql`t.business_date::text`,
        occurrence_id: sql`tp.occurrence_id`,
        bet_type: sql`bt.code`,
        number: sql`tp.number_key`,
        currency: sql`t.currency`,
      },
      sql`t.business_date BETWEEN ${D1}::date AND ${D2}::date AND t.partner_path LIKE ${pattern} AND tp.number = ${number}`,
    );

  it.each([
    ['admin', 'BVE', '7'],
    ['distribuidor', 'DCE', '7'],
    ['distribuidor2', 'DOR', '7'],
    ['agencia', 'ACE1', '123'],
    ['admin.pa', 'BPA', '7'],
  ])('gives %s the number per day and draw of its subtree, as the tickets say', async (who, code, number) => {
    const answer = await page<BetNumberPage>(who, listBetNumber, { number, from_date: D1, to_date: D2 });
    const direct = await directNumber(await subtreeOf(kit.db, code), number);
    expect(comparable(answer.data, NUMBER_KEY)).toEqual(comparable(direct, NUMBER_KEY));
    expect(answer.totals).toEqual(totalsOf(direct));
  });

  it('lists the newest day first and keeps each currency apart', async () => {
    const answer = await page<BetNumberPage>('admin', listBetNumber, { number: '7', from_date: D1, to_date: D2 });
    expect(answer.data.map((r) => [r.business_date, r.draw_time, r.currency, r.amount, r.plays, r.prize])).toEqual([
      [D2, '10:00', 'BS', '800', 1, '24000'],
      [D1, '10:00', 'BS', '3700', 3, '109000'],
      [D1, '10:00', 'USD', '600', 1, '18000'],
      [D1, '11:00', 'BS', '300', 1, '0'],
    ]);
    expect(answer.totals).toEqual([
      { currency: 'BS', amount: '4800', plays: 5, prize: '133000', prize_plays: 4 },
      { currency: 'USD', amount: '600', plays: 1, prize: '18000', prize_plays: 1 },
    ]);
  });

  it('needs a number, and a period forwards of at most 366 days', async () => {
    const refused = async (query: Record<string, string>, field: string) => {
      const answer = await get('admin', listBetNumber, query);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    };
    await refused({ from_date: D1 }, 'number');
    await refused({ number: '7a' }, 'number');
    await refused({ number: '7', from_date: D2, to_date: D1 }, 'to_date');
    await refused({ number: '7', from_date: '2030-01-01', to_date: '2031-01-02' }, 'to_date');
    expect(
      (await get('admin', listBetNumber, { number: '7', from_date: '2030-01-01', to_date: '2031-01-01' })).statusCode,
    ).toBe(200);
  });

  it('narrows to a partner inside the subtree; outside it is 404', async () => {
    const inside = await page<BetNumberPage>('admin', listBetNumber, {
      number: '7',
      from_date: D1,
      to_date: D2,
      partner_id: await partnerIdOf(kit.db, 'AOR1'),
    });
    expect(inside.data.map((r) => r.amount)).toEqual(['700']);
    const outside = await get('distribuidor', listBetNumber, {
      number: '7',
      partner_id: await partnerIdOf(kit.db, 'DOR'),
    });
    expect(outside.statusCode).toBe(404);
  });
});

const PA_KEY = ['business_date', 'taquilla_id', 'product_id', 'currency'] as const;

describe('daily-terminal-pa-bets', () => {
  it('gives Panamá’s administrator each taquilla’s daily plays per product, as the tickets say', async () => {
    const answer = await page<DailyTerminalPaBetsPage>('admin.pa', listDailyTerminalPaBets, {
      from_date: D1,
      to_date: D2,
    });
    const rows = await directFigures<{
      business_date: string;
      taquilla_id: number;
      product_id: number;
      currency: string;
    }>(
      kit.db,
      {
        business_date: sql`t.business_date::text`,
        taquilla_id: sql`t.taquilla_id`,
        product_id: sql`o.product_id`,
        currency: sql`t.currency`,
      },
      sql`t.business_date BETWEEN ${D1}::date AND ${D2}::date AND t.partner_path LIKE ${await subtreeOf(kit.db, 'BPA')}`,
    );
    expect(comparable(answer.data, PA_KEY)).toEqual(comparable(rows, PA_KEY));
    expect(
      answer.data.map((r) => [r.business_date, r.taquilla_code, r.product_name, r.plays, r.amount, r.prize]),
    ).toEqual([
      [D2, 'APA1-T1', 'Lotto Activo', 1, '350', '10500'],
      [D1, 'APA1-T1', 'Lotto Activo', 2, '1150', '27000'],
      [D1, 'APA1-T2', 'Lotto Activo', 1, '100', '3000'],
    ]);
    expect(answer.totals).toEqual([{ currency: 'USD', amount: '1600', plays: 4, prize: '40500', prize_plays: 3 }]);
  });

  it.each(['admin', 'supervisor', 'distribuidor', 'agencia', 'admin.co'])(
    'answers %s, whose network has no Panamá taquilla, an empty report',
    async (who) => {
      const answer = await page<DailyTerminalPaBetsPage>(who, listDailyTerminalPaBets, { from_date: D1, to_date: D2 });
      expect(answer).toMatchObject({ data: [], total: 0, totals: [] });
    },
  );

  it('narrows to a Panamá taquilla; a partner of another banca is 404', async () => {
    const narrowed = await page<DailyTerminalPaBetsPage>('admin.pa', listDailyTerminalPaBets, {
      from_date: D1,
      to_date: D2,
      partner_id: await partnerIdOf(kit.db, 'APA1-T2'),
    });
    expect(narrowed.data.map((r) => r.taquilla_code)).toEqual(['APA1-T2']);
    const answer = await get('admin.pa', listDailyTerminalPaBets, { partner_id: await partnerIdOf(kit.db, 'ACE1') });
    expect(answer.statusCode).toBe(404);
  });
});
