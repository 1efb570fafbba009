import {
  kpiLatestPartners,
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiTicketsByDay,
  kpiTopNumbers,
  kpiTopRisk,
  kpiTopTickets,
  kpiColdestNumbers,
  type LatestPartner,
  type SaleResponse,
  type TopRiskRow,
  type TopTicket,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence, sellRequest, setBets, setLimits } from '../../../test/sales';
import { signInAs, type DemoUsername } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import {
  directFigures,
  directTickets,
  kpi,
  kpiRows,
  partnerByCode,
  sumByCurrency,
  ticketDates,
} from '../reports/rollups-test-kit';

const FIGURES = ['sales', 'annulled', 'plays', 'prizes', 'paid'] as const;
const READERS: DemoUsername[] = ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'agencia', 'admin.co'];
const PARTNER_OF: Record<string, string> = {
  admin: 'BVE',
  supervisor: 'BVE',
  distribuidor: 'DCE',
  distribuidor2: 'DOR',
  agencia: 'ACE1',
  'admin.co': 'BCO',
};

let t: TestApp;
const tokens: Record<string, string> = {};
let occurrenceId: number;

/** A seller at a taquilla of another branch (Oriente), with the demo password. */
async function addSeller(username: string, taquillaCode: string) {
  await t.database.db.execute(sql`INSERT INTO users (username, password_hash, name, role, partner_id)
    SELECT ${username}, password_hash, 'Vendedor de prueba', role, (SELECT id FROM partners WHERE code = ${taquillaCode})
      FROM users WHERE username = 'taquilla'`);
  return (await signInAs(t.app, username)).access_token;
}

async function sell(token: string, number: string, amount: number, taquillaId?: number) {
  const plays = [{ occurrence_id: occurrenceId, bet_type: 'ANIMALITO' as const, number, amount: String(amount) }];
  const answer = await sellRequest(t.app, token, taquillaId ? { plays, taquilla_id: taquillaId } : { plays });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SaleResponse>().ticket;
}

beforeAll(async () => {
  t = await build();
  for (const username of [...READERS, 'taquilla', 'polla'])
    tokens[username] = (await signInAs(t.app, username)).access_token;
  await setBets(t.database.db);
  const opened = await openOccurrence(t.database.db, 'Lotto Activo');
  occurrenceId = opened.occurrenceId;
  // A banca-wide cupo and tope: the banca keeps exposure rows, so the risk board has rows.
  await setLimits(t.database.db, opened.productId, { cupo: 1_000_000n, tope: 2_000_000n });
  const oriente = await addSeller('vend.oriente', 'AOR1-T1');
  await sell(tokens.taquilla!, '7', 1_500);
  await sell(tokens.taquilla!, '0', 300);
  await sell(tokens.agencia!, '7', 700, (await partnerByCode(t.database.db, 'ACE1-T2')).id);
  await sell(oriente, '00', 2_000);
  await sell(oriente, '7', 100);
});
afterAll(() => t.close());

describe('scope: every role counts only its own subtree', () => {
  it('gives each reader the figures of its subtree and nothing else', async () => {
    const { from, to } = await ticketDates(t.database.db);
    const query = { from_date: from, to_date: to };
    for (const username of READERS) {
      const { path } = await partnerByCode(t.database.db, PARTNER_OF[username]!);
      const expected = await directFigures(t.database.db, path, from, to);
      for (const contract of [kpiSalesByProduct, kpiSalesByBetTypes, kpiSalesByPartner]) {
        expect(
          sumByCurrency(await kpiRows(t.app, tokens[username]!, contract, query), FIGURES),
          `${username} ${contract.path}`,
        ).toEqual(expected);
      }
      const days = sumByCurrency(await kpiRows(t.app, tokens[username]!, kpiLossProfit, query), ['sales', 'prizes']);
      expect(days, username).toEqual(
        Object.fromEntries(Object.entries(expected).map(([c, f]) => [c, { sales: f.sales, prizes: f.prizes }])),
      );
      const tickets = sumByCurrency(await kpiRows(t.app, tokens[username]!, kpiTicketsByDay, query), [
        'tickets',
        'annulled_tickets',
      ]);
      expect(tickets, username).toEqual(await directTickets(t.database.db, path, from, to));
      const numbers = sumByCurrency(await kpiRows(t.app, tokens[username]!, kpiTopNumbers, query), ['amount']);
      expect(numbers, username).toEqual(
        Object.fromEntries(Object.entries(expected).map(([c, f]) => [c, { amount: f.sales }])),
      );
      await expectRowsInScope(username, path, query);
    }
  });

  it('refuses the sellers (403) and a partner_id outside the caller subtree (404)', async () => {
    for (const username of ['taquilla', 'polla'])
      expect((await kpi(t.app, tokens[username]!, kpiTopNumbers)).status).toBe(403);
    const oriente = await partnerByCode(t.database.db, 'AOR1');
    const bve = await partnerByCode(t.database.db, 'BVE');
    for (const contract of [kpiSalesByProduct, kpiTopRisk, kpiTopTickets, kpiLatestPartners, kpiColdestNumbers]) {
      expect((await kpi(t.app, tokens.distribuidor!, contract, { partner_id: oriente.id })).status, contract.path).toBe(
        404,
      );
      expect((await kpi(t.app, tokens['admin.co']!, contract, { partner_id: bve.id })).status, contract.path).toBe(404);
    }
  });

  it('narrows to a partner inside the subtree, whose children sales-by-partner lists', async () => {
    const { from, to } = await ticketDates(t.database.db);
    const agency = await partnerByCode(t.database.db, 'ACE1');
    const query = { from_date: from, to_date: to, partner_id: agency.id };
    const rows = await kpiRows<{ partner: { code: string }; sales: string }>(
      t.app,
      tokens.distribuidor!,
      kpiSalesByPartner,
      query,
    );
    expect(rows.map((row) => [row.partner.code, row.sales]).sort()).toEqual([
      ['ACE1-T1', '1800'],
      ['ACE1-T2', '700'],
    ]);
  });
});

/** The rows that name tickets and partners (top-tickets, top-risk, lastest-partners) all lie in the subtree. */
async function expectRowsInScope(username: string, path: string, query: { from_date: string; to_date: string }) {
  const token = tokens[username]!;
  const tickets = await kpiRows<TopTicket>(t.app, token, kpiTopTickets, query);
  const risk = await kpiRows<TopRiskRow>(t.app, token, kpiTopRisk, query);
  const partners = await kpiRows<LatestPartner>(t.app, token, kpiLatestPartners, query);
  const inScope = await rowsOf<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM tickets WHERE partner_path LIKE ${`${path}%`} AND status <> 'ANULADO'
          AND business_date BETWEEN ${query.from_date}::date AND ${query.to_date}::date`,
  );
  expect(tickets.length, username).toBe(Math.min(inScope[0]!.n, 10));
  const ids = [
    ...risk.map((row) => row.partner.id),
    ...partners.map((row) => row.partner.id),
    ...tickets.map((row) => row.taquilla.id),
  ];
  const outside = await rowsOf<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM partners WHERE id = ANY (${`{${ids.join(',')}}`}::int[]) AND path NOT LIKE ${`${path}%`}`,
  );
  expect(outside, username).toEqual([]);
  if (PARTNER_OF[username] === 'BVE') {
    // The banca's own cupo and tope: the hot number 7 leads with 2,300 sold × 30.
    expect(risk[0]).toMatchObject({
      number: '7',
      sold: '2300',
      payout: '69000',
      cupo: '1000000',
      tope: '2000000',
      cupo_used_pct: '0.23',
    });
  }
}

describe('day boundaries in the caller zone', () => {
  it('takes today in x-timezone when no dates are given, and dates are the banca business dates', async () => {
    const [ticket] = await rowsOf<{ business_date: string; local: string }>(
      t.database.db,
      sql`SELECT business_date::text, (sold_at AT TIME ZONE 'America/Caracas')::date::text AS local FROM tickets ORDER BY id LIMIT 1`,
    );
    expect(ticket!.business_date).toBe(ticket!.local);
    const bve = await partnerByCode(t.database.db, 'BVE');
    const days: string[] = [];
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Caracas']) {
      const [today] = await rowsOf<{ day: string }>(
        t.database.db,
        sql`SELECT (now() AT TIME ZONE ${zone})::date::text AS day`,
      );
      const answer = await kpi<{ tickets: number; currency: string }>(t.app, tokens.admin!, kpiTicketsByDay, {}, zone);
      expect(answer.status).toBe(200);
      expect(answer.body.from_date, zone).toBe(today!.day);
      expect(answer.body.to_date, zone).toBe(today!.day);
      expect(sumByCurrency(answer.body.data, ['tickets', 'annulled_tickets'])).toEqual(
        await directTickets(t.database.db, bve.path, today!.day, today!.day),
      );
      days.push(today!.day);
    }
    // UTC+14 and UTC−11 are 25 hours apart: one of them is never the banca's day.
    expect(days.some((day) => day !== ticket!.business_date)).toBe(true);
  });

  it('refuses a backwards range and one of more than 366 days', async () => {
    expect(
      (await kpi(t.app, tokens.admin!, kpiLossProfit, { from_date: '2026-02-02', to_date: '2026-02-01' })).status,
    ).toBe(400);
    expect(
      (await kpi(t.app, tokens.admin!, kpiLossProfit, { from_date: '2025-01-01', to_date: '2026-01-02' })).status,
    ).toBe(400);
    expect(
      (await kpi(t.app, tokens.admin!, kpiLossProfit, { from_date: '2025-01-02', to_date: '2026-01-02' })).status,
    ).toBe(200);
  });
});

describe('currencies', () => {
  it('never adds two currencies: a taquilla selling in USD inside the BS banca has rows of its own', async () => {
    await t.database.db.execute(sql`UPDATE partners SET currency = 'USD' WHERE code = 'ACE1-T3'`);
    const t3 = await partnerByCode(t.database.db, 'ACE1-T3');
    await sell(tokens.agencia!, '7', 900, t3.id);
    const { from, to } = await ticketDates(t.database.db);
    const query = { from_date: from, to_date: to };
    const bve = await partnerByCode(t.database.db, 'BVE');
    const expected = await directFigures(t.database.db, bve.path, from, to);
    expect(Object.keys(expected).sort()).toEqual(['BS', 'USD']);
    expect(expected.USD!.sales).toBe(900n);
    for (const contract of [kpiSalesByProduct, kpiSalesByBetTypes, kpiSalesByPartner]) {
      expect(sumByCurrency(await kpiRows(t.app, tokens.admin!, contract, query), FIGURES), contract.path).toEqual(
        expected,
      );
    }
    const usd = await kpiRows<{ currency: string; sales: string }>(t.app, tokens.admin!, kpiLossProfit, {
      ...query,
      currency: 'USD',
    });
    expect(usd.map((row) => [row.currency, row.sales])).toEqual([['USD', '900']]);
    const top = await kpiRows<{ number: string; currency: string; amount: string }>(
      t.app,
      tokens.admin!,
      kpiTopNumbers,
      query,
    );
    expect(
      top
        .filter((row) => row.number === '7')
        .map((row) => [row.currency, row.amount])
        .sort(),
    ).toEqual([
      ['BS', '2300'],
      ['USD', '900'],
    ]);
  });
});
