import { exportRiskBoard, listRiskBoard, type RiskBoardPage } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { addSeller, partnerByCode } from '../../../test/kits/kpis-test-kit';
import { animalito, openOccurrence, sellRequest, setBets, setLimits, setOwnCupo } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';
import { watchRisk } from './risk-watch';

/** The live risk board: what each open number sold against the limit that holds it, and what it would pay. */

let t: TestApp;
const token: Record<string, string> = {};
let open: number;
let granjita: { productId: number; lotteryId: number };
let betTypeName: string;
/** The ANIMALITO multiplier in hundredths, so the expected figures are exact integers. */
let multiplier100: bigint;
const BANCA_CUPO = 1000n;
const BANCA_TOPE = 2000n;
const DCE_CUPO = 800n;

/** What a number sold pays at the multiplier, rounded half up to the minor unit. */
const payoutOf = (sold: bigint) => (sold * multiplier100 + 50n) / 100n;

/** Sells, then lets the rollup fold and the risk watch pass, which keep the board's copy (about a second in service). */
async function sell(who: string, number: string, amount: number) {
  const answer = await sellRequest(t.app, token[who]!, { plays: [animalito(open, number, String(amount))] });
  expect(answer.statusCode, answer.body).toBe(200);
  await foldUntilCaughtUp(t.database.db);
  await watchRisk(t.database.db, 'America/Caracas');
}

const board = (who: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: listRiskBoard.path,
    query: { occurrence_id: String(open), ...query },
    headers: bearer(token[who]!),
  });

const pageOf = async (who: string, query: Record<string, string | number> = {}) => {
  const answer = await board(who, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<RiskBoardPage>();
};

/** a ÷ b to two decimals, half up, from integers: `12.35`. */
function hundredths(a: bigint, b: bigint): string {
  const h = (a * 200n + b) / (2n * b);
  return `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;
}

const figures = (page: RiskBoardPage) =>
  page.data.map((row) => [row.number, row.partner.code, row.sold, row.cupo, row.used_pct, row.payout]);

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await addSeller(db, 'vend.oriente', 'AOR1-T1');
  for (const name of [
    'admin',
    'supervisor',
    'distribuidor',
    'distribuidor2',
    'agencia',
    'taquilla',
    'vend.oriente',
    'admin.pa',
  ])
    token[name] = (await signInAs(t.app, name)).access_token;
  await setBets(db);
  const occurrence = await openOccurrence(db, 'La Granjita');
  open = occurrence.occurrenceId;
  const [row] = await rowsOf<{ m: string; name: string; lottery_id: number }>(
    db,
    sql`SELECT round(pbt.multiplier * 100)::text AS m, bt.name, pr.lottery_id
          FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id JOIN products pr ON pr.id = pbt.product_id
         WHERE pbt.product_id = ${occurrence.productId} AND bt.code = 'ANIMALITO'`,
  );
  multiplier100 = BigInt(row!.m);
  betTypeName = row!.name;
  granjita = { productId: occurrence.productId, lotteryId: Number(row!.lottery_id) };
  // The banca's cupo binds below its tope; the Centro distributor holds a cupo of its own.
  await setLimits(db, occurrence.productId, { cupo: BANCA_CUPO, tope: BANCA_TOPE });
  await setOwnCupo(db, 'DCE', occurrence.productId, DCE_CUPO);
  await sell('taquilla', '7', 400); // Centro (the distributor's branch)
  await sell('vend.oriente', '7', 100); // Oriente
  await sell('vend.oriente', '21', 333);
  await sell('taquilla', '12', 3);
}, 60_000);
afterAll(() => t.close());

describe('the risk board', () => {
  it("shows the banca's numbers against its cupo with the exact share and payout, and the draw's worst case", async () => {
    const page = await pageOf('admin');
    // One row per number: the banca's own, which counts the distributor's sales too (never twice).
    expect(figures(page)).toEqual([
      ['7', 'BVE', '500', String(BANCA_CUPO), '50.00', String(payoutOf(500n))],
      ['21', 'BVE', '333', String(BANCA_CUPO), '33.30', String(payoutOf(333n))],
      ['12', 'BVE', '3', String(BANCA_CUPO), '0.30', String(payoutOf(3n))],
    ]);
    expect(page.data[0]).toMatchObject({ occurrence_id: open, currency: 'BS', bet_type: { code: 'ANIMALITO' } });
    expect(page.total).toBe(3);
    expect(page.totals).toEqual([
      { currency: 'BS', sold: '836', payout: String(payoutOf(500n) + payoutOf(333n) + payoutOf(3n)) },
    ]);
    const draw = page.draws.find((d) => d.occurrence_id === open);
    const worst = payoutOf(500n);
    expect(draw).toMatchObject({
      currency: 'BS',
      sold: '836',
      worst_case: String(worst),
      worst_number: `7 (${betTypeName})`,
      worst_ratio: hundredths(worst, 836n),
    });
    expect((await pageOf('supervisor')).data).toEqual(page.data);
  });

  it("shows a distributor its own cupo's rows only, and a branch filter the same to the banca", async () => {
    const mine = await pageOf('distribuidor');
    expect(figures(mine)).toEqual([
      ['7', 'DCE', '400', String(DCE_CUPO), '50.00', String(payoutOf(400n))],
      ['12', 'DCE', '3', String(DCE_CUPO), '0.38', String(payoutOf(3n))],
    ]);
    expect(mine.draws.find((d) => d.occurrence_id === open)).toMatchObject({
      sold: '403',
      worst_case: String(payoutOf(400n)),
    });
    const dce = await partnerByCode(t.database.db, 'DCE');
    expect((await pageOf('admin', { partner_id: dce.id })).data).toEqual(mine.data);
    // The Oriente distributor sets no limit on this product: nothing of Centro's, nor of the banca's, reaches it.
    const oriente = await pageOf('distribuidor2');
    expect(oriente.data).toEqual([]);
    expect(oriente.draws.filter((d) => d.occurrence_id === open)).toEqual([]);
  });

  it('refuses agencies and sellers, and shows another banca none of these rows', async () => {
    expect((await board('agencia')).statusCode).toBe(403);
    expect((await board('taquilla')).statusCode).toBe(403);
    const outsider = await pageOf('admin.pa');
    expect(outsider.data).toEqual([]);
    expect(outsider.draws.filter((d) => d.occurrence_id === open)).toEqual([]);
    const dce = await partnerByCode(t.database.db, 'DCE');
    const branch = await board('admin.pa', { partner_id: dce.id });
    expect(branch.statusCode).toBe(404);
    expect(branch.json()).toMatchObject({ code: 'NOT_FOUND', message: 'La sucursal no existe.' });
    // A distributor may not look at its sibling's branch either.
    const dor = await partnerByCode(t.database.db, 'DOR');
    expect((await board('distribuidor', { partner_id: dor.id })).statusCode).toBe(404);
  });

  it('filters by share used, lottery and product, and sorts by share', async () => {
    expect(figures(await pageOf('admin', { min_pct: 40 })).map((row) => row[0])).toEqual(['7']);
    expect((await pageOf('admin', { min_pct: 33.3 })).data.map((row) => row.number)).toEqual(['7', '21']);
    const byShareUp = await pageOf('admin', { sort: 'used_pct', order: 'asc' });
    expect(byShareUp.data.map((row) => row.number)).toEqual(['12', '21', '7']);
    expect((await pageOf('admin', { lottery_id: granjita.lotteryId })).total).toBe(3);
    expect(
      (await pageOf('admin', { product_id: granjita.productId, per_page: 1, page: 2 })).data.map((r) => r.number),
    ).toEqual(['21']);
    const [other] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM products WHERE id <> ${granjita.productId} ORDER BY id LIMIT 1`,
    );
    const none = await pageOf('admin', { product_id: other!.id });
    expect(none).toMatchObject({ data: [], total: 0, totals: [] });
    expect((await pageOf('admin', { currency: 'USD' })).data).toEqual([]);
    const bad = await board('admin', { min_pct: 'mucho' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({
      field: 'min_pct',
      message: 'El porcentaje mínimo debe ser un número.',
    });
  });

  it("follows the sale at the watch's next pass: a new sale moves the row", async () => {
    await sell('vend.oriente', '21', 167);
    const row = (await pageOf('admin')).data.find((r) => r.number === '21');
    expect(row).toMatchObject({ sold: '500', used_pct: '50.00', payout: String(payoutOf(500n)) });
  });

  it('exports the same rows as the board, and refuses an agency', async () => {
    const list = (await pageOf('admin')).data;
    const file = await t.app.inject({
      method: 'POST',
      url: exportRiskBoard.path,
      payload: { format: 'csv', occurrence_id: open },
      headers: bearer(token.admin!),
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('tablero-de-riesgo');
    const numbers = file.body
      .split('\n')
      .map((line) => line.split(';'))
      .filter((cells) => cells.length > 4 && /Granjita/.test(cells[0]!))
      .map((cells) => cells[2]!.replace(/"/g, ''));
    expect(numbers).toEqual(list.map((row) => row.number));
    const refused = await t.app.inject({
      method: 'POST',
      url: exportRiskBoard.path,
      payload: { format: 'csv', occurrence_id: open },
      headers: bearer(token.agencia!),
    });
    expect(refused.statusCode).toBe(403);
  });
});
