import {
  kpiSummary,
  listGrossSales,
  listRiskBoard,
  listSaleDraws,
  type GrossSalePage,
  type KpiSummaryRow,
  type RiskBoardPage,
  type SaleDraw,
  type SaleDrawsResponse,
  type SaleResponse,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { addSeller, addTaquilla, kpiRows } from '../../../test/kits/kpis-test-kit';
import { animalito, openOccurrence, sellRequest, setBets, setLimits, soldOn } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';

/** Advance sale (ADR 062): tomorrow's draws sell today, apart from today's, and the ticket is today's. */

let t: TestApp;
let seller: string;
let admin: string;
let taquillaId: number;
let today: Awaited<ReturnType<typeof openOccurrence>>;
let tomorrow: SaleDraw;
const TODAY_AMOUNT = 300n;
const TOMORROW_AMOUNT = 500n;

const drawsOf = async (day?: 'today' | 'tomorrow') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: listSaleDraws.path,
    query: day ? { day } : {},
    headers: bearer(seller),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SaleDrawsResponse>().draws;
};

async function sell(occurrenceId: number, amount: bigint): Promise<SaleResponse> {
  const answer = await sellRequest(t.app, seller, { plays: [animalito(occurrenceId, '7', String(amount))] });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SaleResponse>();
}

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  // A taquilla of its own: the day's figures below are these two sales and nothing else.
  taquillaId = (await addTaquilla(db, 'ACE1-ADV', 'ACE1')).id;
  await addSeller(db, 'vend.adelanto', 'ACE1-ADV');
  seller = (await signInAs(t.app, 'vend.adelanto')).access_token;
  admin = (await signInAs(t.app, 'admin')).access_token;
  await setBets(db);
  today = await openOccurrence(db, 'Lotto Activo');
  tomorrow = (await drawsOf('tomorrow')).find((draw) => draw.product_id === today.productId)!;
  await setLimits(db, today.productId, { cupo: 100_000n });
}, 60_000);
afterAll(() => t.close());

describe('the point of sale’s draws of tomorrow', () => {
  it('lists tomorrow’s draws apart, open for sale, and leaves them out of today’s list', async () => {
    const [todays, tomorrows] = [await drawsOf(), await drawsOf('tomorrow')];
    expect(todays.some((draw) => draw.occurrence_id === today.occurrenceId)).toBe(true);
    expect(tomorrows.some((draw) => draw.occurrence_id === today.occurrenceId)).toBe(false);
    expect(tomorrows.length).toBeGreaterThan(0);
    const todayIds = new Set(todays.map((draw) => draw.occurrence_id));
    expect(tomorrows.filter((draw) => todayIds.has(draw.occurrence_id))).toEqual([]);
    expect(new Set(tomorrows.map((draw) => draw.state))).toEqual(new Set(['OPEN']));
    // Tomorrow in the lottery's zone: one day after the draws of today the lists make.
    const [row] = await rowsOf<{ day: string }>(
      t.database.db,
      sql`SELECT ((now() AT TIME ZONE l.timezone)::date + 1)::text AS day FROM lotteries l
           JOIN products p ON p.lottery_id = l.id WHERE p.id = ${today.productId}`,
    );
    expect(tomorrow.draw_date).toBe(row!.day);
  });

  it('refuses a draw whose day starts more than a day from now', async () => {
    const later = await openOccurrence(t.database.db, 'Lotto Activo');
    await t.database.db.execute(sql`UPDATE draw_occurrences SET open_at = now() + interval '1 day 1 hour',
                                           draw_at = now() + interval '1 day 10 hours', close_at = now() + interval '1 day 9 hours'
                                     WHERE id = ${later.occurrenceId}`);
    const answer = await sellRequest(t.app, seller, { plays: [animalito(later.occurrenceId, '7', '100')] });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'DRAW_CLOSED' });
  });
});

describe('a ticket of tomorrow’s draw', () => {
  let sold: { today: SaleResponse; tomorrow: SaleResponse };
  beforeAll(async () => {
    sold = {
      today: await sell(today.occurrenceId, TODAY_AMOUNT),
      tomorrow: await sell(tomorrow.occurrence_id, TOMORROW_AMOUNT),
    };
    await foldUntilCaughtUp(t.database.db);
  });

  it('is sold today, and carries its draw’s date', async () => {
    expect(sold.tomorrow.ticket.business_date).toBe(sold.today.ticket.business_date);
    expect(sold.tomorrow.ticket.plays[0]).toMatchObject({ draw_date: tomorrow.draw_date, occurrence_state: 'OPEN' });
    expect(tomorrow.draw_date > sold.tomorrow.ticket.business_date).toBe(true);
  });

  it('counts in the day it was sold: the sales report and the dashboard’s summary hold both tickets', async () => {
    const day = sold.today.ticket.business_date;
    const query = { partner_id: String(taquillaId), from_date: day, to_date: day };
    const report = await t.app.inject({ method: 'GET', url: listGrossSales.path, query, headers: bearer(admin) });
    expect(report.statusCode, report.body).toBe(200);
    const page = report.json<GrossSalePage>();
    expect(page.data.map((row) => [row.business_date, row.product_id, row.sold, row.plays])).toEqual([
      [day, today.productId, String(TODAY_AMOUNT + TOMORROW_AMOUNT), 2],
    ]);
    const [summary] = await kpiRows<KpiSummaryRow>(t.app, admin, kpiSummary, query);
    expect(summary!.current).toMatchObject({ tickets: 2, sales: String(TODAY_AMOUNT + TOMORROW_AMOUNT) });
  });

  it('weighs only on its own draw: each draw’s exposure and the banca’s risk board hold their own sale', async () => {
    const db = t.database.db;
    expect([await soldOn(db, today.occurrenceId, '7'), await soldOn(db, tomorrow.occurrence_id, '7')]).toEqual([
      TODAY_AMOUNT,
      TOMORROW_AMOUNT,
    ]);
    const boardOf = async (occurrenceId: number) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: listRiskBoard.path,
        query: { occurrence_id: String(occurrenceId) },
        headers: bearer(admin),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<RiskBoardPage>();
    };
    const [todays, tomorrows] = [await boardOf(today.occurrenceId), await boardOf(tomorrow.occurrence_id)];
    expect(todays.data.map((row) => [row.occurrence_id, row.number, row.sold])).toEqual([
      [today.occurrenceId, '7', String(TODAY_AMOUNT)],
    ]);
    expect(tomorrows.data.map((row) => [row.occurrence_id, row.number, row.sold])).toEqual([
      [tomorrow.occurrence_id, '7', String(TOMORROW_AMOUNT)],
    ]);
  });
});
