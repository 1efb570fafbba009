import {
  annulTicket,
  kpiLatestPartners,
  kpiLossProfit,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiSummary,
  kpiTicketsByDay,
  kpiTopNumbers,
  pathOf,
  type KpiDay,
  type KpiSummary,
  type LatestPartner,
  type PartnerSales,
  type ProductSales,
  type TopNumber,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence, sellRequest, setBets } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';
import {
  addSeller,
  addTaquilla,
  directTickets,
  kpi,
  kpiRows,
  partnerByCode,
  pastTicket,
} from '../../../test/kits/kpis-test-kit';

let t: TestApp;
const tokens: Record<string, string> = {};
let occurrence: number;
let lottoActivo: number;
let today: string;

async function sell(username: string, number: string, amount: number, taquillaCode?: string) {
  const plays = [{ occurrence_id: occurrence, bet_type: 'ANIMALITO' as const, number, amount: String(amount) }];
  const taquilla_id = taquillaCode ? (await partnerByCode(t.database.db, taquillaCode)).id : undefined;
  const answer = await sellRequest(t.app, tokens[username]!, taquilla_id ? { plays, taquilla_id } : { plays });
  expect(answer.statusCode, answer.body).toBe(200);
}

const dayOf = (rows: KpiDay[], date: string, currency = 'BS') =>
  rows.find((row) => row.date === date && row.currency === currency);

beforeAll(async () => {
  t = await build();
  await addSeller(t.database.db, 'vend.ace2', 'ACE2-T1');
  for (const username of ['admin', 'agencia', 'taquilla', 'distribuidor', 'vend.ace2'])
    tokens[username] = (await signInAs(t.app, username)).access_token;
  await setBets(t.database.db);
  const opened = await openOccurrence(t.database.db, 'Lotto Activo');
  occurrence = opened.occurrenceId;
  lottoActivo = opened.productId;
  const [row] = await rowsOf<{ day: string }>(
    t.database.db,
    sql`SELECT (now() AT TIME ZONE 'America/Caracas')::date::text AS day`,
  );
  today = row!.day;
});
afterAll(() => t.close());

describe('commission and participation', () => {
  it('prices the agency percentages on net sales and on the profit, half up per agency cell, shared among its taquillas', async () => {
    // ACE1: 12 % on Lotto Activo and 10 % of the profit; ACE2: 12 %, no participation.
    await sell('taquilla', '5', 1_005);
    await sell('agencia', '6', 333, 'ACE1-T2');
    await sell('vend.ace2', '8', 2_000);
    await foldUntilCaughtUp(t.database.db);
    const query = { from_date: today, to_date: today, product_id: lottoActivo };
    const agencies = await kpiRows<PartnerSales>(t.app, tokens.distribuidor!, kpiSalesByPartner, query);
    const ace1 = agencies.find((row) => row.partner.code === 'ACE1')!;
    // 1,338 × 12 % = 160.56 → 161; (1,338 − 161) × 10 % = 117.7 → 118.
    expect(ace1).toMatchObject({ sales: '1338', commission: '161', participation: '118', net: '1177', prizes: '0' });
    expect(agencies.find((row) => row.partner.code === 'ACE2')).toMatchObject({
      sales: '2000',
      commission: '240',
      participation: '0',
      net: '1760',
    });
    // One level down, the taquillas share the agency's cell (ADR 051): commission 161 by net sales,
    // 161 × 1,005 / 1,338 = 120.93 → 121 and 40; participation 118 by what each leaves,
    // 118 × 884 / 1,177 = 88.62 → 89 and 29: they add up to the agency's 161 and 118.
    const ace1Id = (await partnerByCode(t.database.db, 'ACE1')).id;
    const taquillas = await kpiRows<PartnerSales>(t.app, tokens.agencia!, kpiSalesByPartner, {
      ...query,
      partner_id: ace1Id,
    });
    expect(taquillas.map((row) => [row.partner.code, row.commission, row.participation]).sort()).toEqual([
      ['ACE1-T1', '121', '89'],
      ['ACE1-T2', '40', '29'],
    ]);
    const [day] = await kpiRows<KpiDay>(t.app, tokens.agencia!, kpiLossProfit, query);
    expect(day).toMatchObject({ date: today, sales: '1338', commission: '161', net: '1177', margin_pct: '87.97' });
  });
});

describe('currencies', () => {
  it('never adds two currencies: a taquilla selling in USD inside the BS banca has rows of its own', async () => {
    await t.database.db.execute(sql`UPDATE partners SET currency = 'USD' WHERE code = 'ACE1-T3'`);
    await sell('agencia', '5', 900, 'ACE1-T3');
    await foldUntilCaughtUp(t.database.db);
    const query = { from_date: today, to_date: today };
    const products = await kpiRows<ProductSales>(t.app, tokens.admin!, kpiSalesByProduct, query);
    expect(products.map((row) => [row.currency, row.sales]).sort()).toEqual([
      ['BS', '3338'],
      ['USD', '900'],
    ]);
    const usd = await kpiRows<KpiDay>(t.app, tokens.admin!, kpiTicketsByDay, { ...query, currency: 'USD' });
    expect(usd.map((row) => [row.currency, row.sales, row.tickets, row.average_ticket])).toEqual([
      ['USD', '900', 1, '900'],
    ]);
    const five = (await kpiRows<TopNumber>(t.app, tokens.admin!, kpiTopNumbers, query)).filter(
      (row) => row.number === '5',
    );
    expect(five.map((row) => [row.currency, row.amount]).sort()).toEqual([
      ['BS', '1005'],
      ['USD', '900'],
    ]);
    const summary = await kpi<KpiSummary['data'][number]>(t.app, tokens.admin!, kpiSummary, query);
    expect(summary.body.data.map((row) => [row.currency, row.current.sales, row.current.tickets])).toEqual([
      ['BS', '3338', 3],
      ['USD', '900', 1],
    ]);
  });
});

describe('day boundaries in the caller zone', () => {
  it('takes today in x-timezone when no dates are given, and one date alone is both ends', async () => {
    const bve = await partnerByCode(t.database.db, 'BVE');
    const days: string[] = [];
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const [row] = await rowsOf<{ day: string }>(
        t.database.db,
        sql`SELECT (now() AT TIME ZONE ${zone})::date::text AS day`,
      );
      const answer = await kpi<KpiDay>(t.app, tokens.admin!, kpiTicketsByDay, {}, zone);
      expect(answer.status).toBe(200);
      expect([answer.body.from_date, answer.body.to_date], zone).toEqual([row!.day, row!.day]);
      const expected = await directTickets(t.database.db, { path: bve.path, from: row!.day, to: row!.day }, sql`''`);
      expect(
        answer.body.data.map((r) => [r.currency, r.tickets]),
        zone,
      ).toEqual(expected.map((r) => [r.currency, r.tickets]));
      days.push(row!.day);
    }
    // UTC+14 and UTC−11 are 25 hours apart: never the same day.
    expect(days[0]).not.toBe(days[1]);
    const alone = await kpi(t.app, tokens.admin!, kpiLossProfit, { to_date: '2026-03-04' });
    expect([alone.body.from_date, alone.body.to_date]).toEqual(['2026-03-04', '2026-03-04']);
  });

  it('refuses a backwards range and one of more than 366 days on to_date', async () => {
    const backwards = await kpi(t.app, tokens.admin!, kpiLossProfit, {
      from_date: '2026-02-02',
      to_date: '2026-02-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'to_date', message: 'La fecha final no puede ser anterior a la inicial.' }],
    });
    const long = await kpi(t.app, tokens.admin!, kpiLossProfit, { from_date: '2025-01-01', to_date: '2026-01-02' });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      fields: [{ field: 'to_date', message: 'El rango no puede pasar de 366 días.' }],
    });
    expect(
      (await kpi(t.app, tokens.admin!, kpiLossProfit, { from_date: '2025-01-02', to_date: '2026-01-02' })).status,
    ).toBe(200);
  });
});

describe('late events and the comparison period', () => {
  it('puts an annulment made days later on the day of the sale, and compares a day with the same weekday before', async () => {
    const db = t.database.db;
    const fresh = await addTaquilla(db, 'ACE1-T9', 'ACE1');
    const past = await pastTicket(db, 'ACE1-T9', 7, { occurrence, number: '9', amount: 4_000n });
    const other = await pastTicket(db, 'ACE1-T9', 0, { occurrence, number: '9', amount: 1_200n });
    await foldUntilCaughtUp(db);
    const query = { from_date: past.businessDate, to_date: today, partner_id: fresh.id };
    const before = await kpiRows<KpiDay>(t.app, tokens.admin!, kpiLossProfit, query);
    const todayBefore = dayOf(before, other.businessDate);
    expect(todayBefore).toMatchObject({ sales: '1200', tickets: 1 });
    expect(dayOf(before, past.businessDate)).toMatchObject({ sales: '4000', annulled: '0', tickets: 1 });

    // The newest partner of the agency, with its sales from the day it was made (not the ticket written before).
    const newest = await kpiRows<LatestPartner>(t.app, tokens.agencia!, kpiLatestPartners);
    expect(newest[0]).toMatchObject({ partner: { code: 'ACE1-T9', kind: 'TAQUILLA' }, currency: 'BS', sales: '1200' });

    const summary = await kpi<KpiSummary['data'][number]>(t.app, tokens.agencia!, kpiSummary, {
      to_date: other.businessDate,
      partner_id: fresh.id,
    });
    const { compare_from_date, compare_to_date } = summary.body as unknown as KpiSummary;
    expect([compare_from_date, compare_to_date]).toEqual([past.businessDate, past.businessDate]);
    expect(summary.body.data.find((row) => row.currency === 'BS')!.previous).toMatchObject({
      sales: '4000',
      tickets: 1,
    });

    const annul = await t.app.inject({
      method: 'PATCH',
      url: pathOf(annulTicket, { id: past.id }),
      headers: bearer(tokens.admin!),
      payload: { reason: 'Anulación tardía' },
    });
    expect(annul.statusCode, annul.body).toBe(200);
    await foldUntilCaughtUp(db);
    const after = await kpiRows<KpiDay>(t.app, tokens.admin!, kpiLossProfit, query);
    expect(dayOf(after, past.businessDate)).toMatchObject({
      sales: '0',
      annulled: '4000',
      tickets: 0,
      annulled_tickets: 1,
      margin_pct: null,
    });
    expect(dayOf(after, other.businessDate)).toEqual(todayBefore);
  });
});
