import {
  awardRaffle,
  kpiColdestNumbers,
  kpiEndpoints,
  kpiLatestPartners,
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByHour,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiSummary,
  kpiTicketsByDay,
  kpiTopNumbers,
  kpiTopRisk,
  kpiTopTickets,
  pathOf,
  annulTicket,
  saveResult,
  type KpiDay,
  type KpiSummaryRow,
  type LatestPartner,
  type PartnerSales,
  type SaleResponse,
  type SalesByPartnerAnswer,
  type SalesHour,
  type TopNumber,
  type TopRiskRow,
  type TopTicket,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence, sellRequest, setBets, setCloseIn, setLimits } from '../../../test/sales';
import { bearer, signInAs, type DemoUsername } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';
import {
  addSeller,
  directSales,
  directTickets,
  kpi,
  kpiRows,
  lastTicketId,
  partnerByCode,
  table,
  ticketDates,
} from '../../../test/kits/kpis-test-kit';

const READERS: DemoUsername[] = [
  'admin',
  'supervisor',
  'distribuidor',
  'distribuidor2',
  'agencia',
  'admin.co',
  'admin.pa',
];
const PARTNER_OF: Record<string, string> = {
  admin: 'BVE',
  supervisor: 'BVE',
  distribuidor: 'DCE',
  distribuidor2: 'DOR',
  agencia: 'ACE1',
  'admin.co': 'BCO',
  'admin.pa': 'BPA',
};
const SALES = ['sales', 'annulled', 'plays', 'prizes', 'commission', 'participation', 'net'] as const;

let t: TestApp;
const tokens: Record<string, string> = {};
let drawn: number;
let open: number;
let openProduct: number;
let firstId: number;

async function sell(username: string, occurrence: number, number: string, amount: number, taquillaCode?: string) {
  const plays = [{ occurrence_id: occurrence, bet_type: 'ANIMALITO' as const, number, amount: String(amount) }];
  const taquilla_id = taquillaCode ? (await partnerByCode(t.database.db, taquillaCode)).id : undefined;
  const answer = await sellRequest(t.app, tokens[username]!, taquilla_id ? { plays, taquilla_id } : { plays });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SaleResponse>().ticket;
}

async function asAdmin(method: 'POST' | 'PATCH', url: string, payload: object, username = 'admin') {
  const answer = await t.app.inject({ method, url, headers: bearer(tokens[username]!), payload });
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await addSeller(db, 'vend.oriente', 'AOR1-T1');
  await addSeller(db, 'vend.co', 'ABO1-T1');
  await addSeller(db, 'vend.pa', 'APA1-T1');
  // A taquilla selling in dollars inside the bolívar banca: its figures must stay apart.
  await db.execute(sql`UPDATE partners SET currency = 'USD' WHERE code = 'ACE1-T3'`);
  for (const username of [...READERS, 'taquilla', 'polla', 'vend.oriente', 'vend.co', 'vend.pa'])
    tokens[username] = (await signInAs(t.app, username)).access_token;
  await setBets(db);
  drawn = (await openOccurrence(db, 'Lotto Activo')).occurrenceId;
  const granjita = await openOccurrence(db, 'La Granjita');
  open = granjita.occurrenceId;
  openProduct = granjita.productId;
  // A banca-wide cupo and tope: the banca keeps exposure rows, so the risk board has rows.
  await setLimits(db, openProduct, { cupo: 1_000_000n, tope: 2_000_000n });
  firstId = await lastTicketId(db);

  await sell('taquilla', drawn, '7', 1_500);
  await sell('taquilla', drawn, '0', 300);
  await sell('taquilla', open, '7', 400);
  await sell('agencia', drawn, '7', 700, 'ACE1-T2');
  await sell('agencia', drawn, '7', 900, 'ACE1-T3');
  await sell('vend.oriente', drawn, '00', 2_000);
  await sell('vend.oriente', open, '7', 100);
  await sell('vend.co', drawn, '7', 100_000);
  await sell('vend.pa', drawn, '7', 1_000);
  const annulled = await sell('taquilla', drawn, '12', 900);
  await asAdmin('PATCH', pathOf(annulTicket, { id: annulled.id }), { reason: 'Cliente se arrepintió' });

  // The drawn occurrence closes, gives 7 and is awarded: prizes on the tickets that played it.
  await setCloseIn(db, drawn, -60);
  await asAdmin('POST', saveResult.path, { occurrence_id: drawn, number: '7' });
  for (const admin of ['admin', 'admin.pa']) await asAdmin('POST', awardRaffle.path, { occurrence_id: drawn }, admin);
  await foldUntilCaughtUp(db);
}, 60_000);
afterAll(() => t.close());

describe('each KPI equals the figures of the tickets and plays, for every reader', () => {
  it('sales by product, bet type and partner; days; hours; top numbers and the summary', async () => {
    const db = t.database.db;
    const { from, to } = await ticketDates(db, firstId);
    const query = { from_date: from, to_date: to };
    const prizes = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ticket_plays WHERE prize > 0`);
    expect(prizes[0]!.n).toBeGreaterThan(0);
    for (const username of READERS) {
      const token = tokens[username]!;
      const focus = await partnerByCode(db, PARTNER_OF[username]!);
      const where = { path: focus.path, from, to };
      const child = sql`coalesce(nullif(split_part(substr(tq.path, ${focus.path.length + 1}), '/', 1), '')::int, ${focus.id})`;
      const cases = [
        [kpiSalesByProduct, sql`o.product_id`, (row: { product: { id: number } }) => String(row.product.id)],
        [kpiSalesByBetTypes, sql`p.bet_type_id`, (row: { bet_type: { id: number } }) => String(row.bet_type.id)],
        [kpiSalesByPartner, child, (row: { partner: { id: number } }) => String(row.partner.id)],
      ] as const;
      for (const [contract, key, keyOf] of cases) {
        const rows = await kpiRows<never>(t.app, token, contract, query);
        const expected = await directSales(db, where, key);
        expect(table(rows, keyOf as (row: object) => string, SALES as never), `${username} ${contract.path}`).toEqual(
          table(expected, (row) => row.key, SALES),
        );
      }

      const days = await kpiRows<KpiDay>(t.app, token, kpiLossProfit, query);
      expect(await kpiRows<KpiDay>(t.app, token, kpiTicketsByDay, query)).toEqual(days);
      const dayKey = sql`t.business_date::text`;
      expect(
        table(
          days,
          (row) => row.date,
          SALES.filter((f) => f !== 'plays'),
        ),
        username,
      ).toEqual(
        table(
          await directSales(db, where, dayKey),
          (row) => row.key,
          SALES.filter((f) => f !== 'plays'),
        ),
      );
      expect(
        table(days, (row) => row.date, ['tickets', 'annulled_tickets']),
        username,
      ).toEqual(table(await directTickets(db, where, dayKey), (row) => row.key, ['tickets', 'annulled_tickets']));

      const hours = await kpiRows<SalesHour>(t.app, token, kpiSalesByHour, query);
      const hourKey = sql`banca_sale_hour(t.sold_at, t.banca_id)`;
      expect(
        table(hours, (row) => String(row.hour), ['tickets', 'sales']),
        username,
      ).toEqual(table(await directTickets(db, where, hourKey), (row) => row.key, ['tickets', 'total']));

      const numbers = await kpiRows<TopNumber>(t.app, token, kpiTopNumbers, query);
      const numberKey = sql`o.product_id || '|' || p.bet_type_id || '|' || p.number_key`;
      const played = (await directSales(db, where, numberKey)).filter((row) => row.sales !== '0');
      expect(
        table(numbers, (row) => `${row.product.id}|${row.bet_type.id}|${row.number}`, ['amount', 'plays']),
        username,
      ).toEqual(table(played, (row) => row.key, ['sales', 'plays']));

      const summary = await kpi<KpiSummaryRow>(t.app, token, kpiSummary, query);
      const whole = await directSales(db, where, sql`''`);
      const counted = await directTickets(db, where, sql`''`);
      expect(
        summary.body.data.map((row) => [row.currency, row.current.sales, row.current.net, row.current.tickets]),
      ).toEqual(
        whole.map((row) => [
          row.currency,
          row.sales,
          row.net,
          counted.find((c) => c.currency === row.currency)!.tickets,
        ]),
      );
      await expectRowsInScope(username, focus.path, query);
    }
  });
});

/** The rows that name tickets and partners (top-tickets, top-risk, lastest-partners) all lie in the subtree. */
async function expectRowsInScope(username: string, path: string, query: { from_date: string; to_date: string }) {
  const token = tokens[username]!;
  const tickets = await kpiRows<TopTicket>(t.app, token, kpiTopTickets, query);
  const risk = await kpiRows<TopRiskRow>(t.app, token, kpiTopRisk, query);
  const partners = await kpiRows<LatestPartner>(t.app, token, kpiLatestPartners, query);
  const [inScope] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM tickets WHERE partner_path LIKE ${`${path}%`} AND status <> 'ANULADO'
          AND business_date BETWEEN ${query.from_date}::date AND ${query.to_date}::date`,
  );
  expect(tickets.length, username).toBe(Math.min(inScope!.n, 20));
  expect(partners.length, username).toBeGreaterThan(0);
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
}

describe('access', () => {
  it('refuses the sellers (403) on every KPI', async () => {
    for (const contract of kpiEndpoints)
      for (const username of ['taquilla', 'polla'])
        expect((await kpi(t.app, tokens[username]!, contract)).status, `${username} ${contract.path}`).toBe(403);
  });

  it('answers 404 for a partner_id outside the caller subtree, on every KPI', async () => {
    const oriente = await partnerByCode(t.database.db, 'AOR1');
    const bve = await partnerByCode(t.database.db, 'BVE');
    for (const contract of kpiEndpoints) {
      const distribuidor = await kpi(t.app, tokens.distribuidor!, contract, { partner_id: oriente.id });
      expect([distribuidor.status, distribuidor.body.code], contract.path).toEqual([404, 'NOT_FOUND']);
      expect((await kpi(t.app, tokens['admin.co']!, contract, { partner_id: bve.id })).status, contract.path).toBe(404);
    }
  });

  it('drills down to a partner inside the subtree: its children, and a taquilla stands for itself', async () => {
    const { from, to } = await ticketDates(t.database.db, firstId, (await partnerByCode(t.database.db, 'BVE')).path);
    const agency = await partnerByCode(t.database.db, 'ACE1');
    const rows = await kpiRows<PartnerSales>(t.app, tokens.distribuidor!, kpiSalesByPartner, {
      from_date: from,
      to_date: to,
      partner_id: agency.id,
    });
    const drilled = await kpi<PartnerSales>(t.app, tokens.distribuidor!, kpiSalesByPartner, {
      from_date: from,
      to_date: to,
      partner_id: agency.id,
    });
    expect((drilled.body as unknown as SalesByPartnerAnswer).chain.map((p) => p.code)).toEqual(['DCE', 'ACE1']);
    expect(rows.map((row) => [row.partner.code, row.currency, row.sales]).sort()).toEqual([
      ['ACE1-T1', 'BS', '2200'],
      ['ACE1-T2', 'BS', '700'],
      ['ACE1-T3', 'USD', '900'],
    ]);
    const t1 = await partnerByCode(t.database.db, 'ACE1-T1');
    const itself = await kpiRows<PartnerSales>(t.app, tokens.agencia!, kpiSalesByPartner, {
      from_date: from,
      to_date: to,
      partner_id: t1.id,
    });
    expect(itself.map((row) => [row.partner.code, row.sales])).toEqual([['ACE1-T1', '2200']]);
    const coldest = await kpiRows<{ product: { name: string }; number: string }>(
      t.app,
      tokens.agencia!,
      kpiColdestNumbers,
      { partner_id: t1.id },
    );
    expect(coldest.some((row) => row.number === '7' && row.product.name === 'Lotto Activo')).toBe(false);
  });
});
