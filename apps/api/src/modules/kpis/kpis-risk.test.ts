import { kpiTopRisk, type TopRiskRow } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence, sellRequest, setBets, setCloseIn, setLimits } from '../../../test/sales';
import { signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { addSeller, kpiRows, partnerByCode } from '../../../test/kits/kpis-test-kit';

/** The live risk board (top-risk) reads the sale engine's exposure rows of the draws still open. */
let t: TestApp;
const tokens: Record<string, string> = {};
let open: number;
let openProduct: number;

async function sell(username: string, number: string, amount: number) {
  const plays = [{ occurrence_id: open, bet_type: 'ANIMALITO' as const, number, amount: String(amount) }];
  const answer = await sellRequest(t.app, tokens[username]!, { plays });
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await addSeller(db, 'vend.oriente', 'AOR1-T1');
  for (const username of ['admin', 'distribuidor', 'taquilla', 'vend.oriente'])
    tokens[username] = (await signInAs(t.app, username)).access_token;
  await setBets(db);
  const granjita = await openOccurrence(db, 'La Granjita');
  open = granjita.occurrenceId;
  openProduct = granjita.productId;
  // A banca-wide cupo and tope: the banca keeps exposure rows, so the risk board has rows.
  await setLimits(db, openProduct, { cupo: 1_000_000n, tope: 2_000_000n });
  await sell('taquilla', '7', 400);
  await sell('vend.oriente', '7', 100);
}, 60_000);
afterAll(() => t.close());

describe('the live risk board', () => {
  it('shows what each open number pays against the banca cupo and tope, largest payout first', async () => {
    const [multiplier] = await rowsOf<{ m: string }>(
      t.database.db,
      sql`SELECT pbt.multiplier::text AS m FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id
           WHERE pbt.product_id = ${openProduct} AND bt.code = 'ANIMALITO'`,
    );
    const onOpen = async (username: string) =>
      (await kpiRows<TopRiskRow>(t.app, tokens[username]!, kpiTopRisk)).filter((row) => row.occurrence_id === open);
    const risk = await onOpen('admin');
    expect(risk).toHaveLength(1);
    expect(risk[0]).toMatchObject({
      occurrence_id: open,
      number: '7',
      partner: { code: 'BVE' },
      currency: 'BS',
      sold: '500',
      payout: String(Math.round(500 * Number(multiplier!.m))),
      cupo: '1000000',
      cupo_used_pct: '0.05',
      tope: '2000000',
      tope_used_pct: '0.03',
    });
    // The banca's own limit is above a distributor: its chain sets none of its own, so no rows.
    expect(await onOpen('distribuidor')).toEqual([]);
    // A closed occurrence is not at risk any more.
    await setCloseIn(t.database.db, open, -1);
    expect(await onOpen('admin')).toEqual([]);
    await setCloseIn(t.database.db, open, 3600);
  });

  it('keeps the fifty largest payouts, in order, when more numbers are at risk', async () => {
    const bve = await partnerByCode(t.database.db, 'BVE');
    const exposure = (sold: number, i: number) => sql`(${open}, (SELECT pbt.bet_type_id FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id
                                                   WHERE pbt.product_id = ${openProduct} AND bt.code = 'ANIMALITO'), ${`r${i}`}, ${bve.id}, ${sold})`;
    // Sixty numbers whose amounts are not in key order, so an order by key alone would show.
    const sold = Array.from({ length: 60 }, (_, i) => ((i * 37) % 60) * 100 + 1000);
    await t.database.db.execute(
      sql`INSERT INTO sales_exposure (occurrence_id, bet_type_id, number_key, partner_id, sold) VALUES ${sql.join(sold.map(exposure), sql`, `)}`,
    );
    try {
      const risk = (await kpiRows<TopRiskRow>(t.app, tokens.admin!, kpiTopRisk)).filter((row) => row.occurrence_id === open);
      expect(risk).toHaveLength(50);
      const expected = [...sold, 500].sort((a, b) => b - a).slice(0, 50);
      expect(risk.map((row) => Number(row.sold))).toEqual(expected);
      expect(risk.every((row) => row.cupo === '1000000' && row.partner.code === 'BVE')).toBe(true);
    } finally {
      await t.database.db.execute(sql`DELETE FROM sales_exposure WHERE occurrence_id = ${open} AND number_key LIKE 'r%'`);
    }
  });
});

