import { createRiskThreshold, exportLayOff, listLayOff, type LayOffPage } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { addSeller } from '../../../test/kits/kpis-test-kit';
import { animalito, openOccurrence, sellRequest, setBets } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';

/** The lay-off list: the numbers whose payout passes the banca's hold, with the excess and the stake to pass on. */

let t: TestApp;
const token: Record<string, string> = {};
let open: number;
/** The ANIMALITO multiplier in hundredths, so the expected figures are exact integers. */
let multiplier100: bigint;
const HOLD = 1000n;

async function sell(who: string, number: string, amount: number) {
  const answer = await sellRequest(t.app, token[who]!, { plays: [animalito(open, number, String(amount))] });
  expect(answer.statusCode, answer.body).toBe(200);
}

const layOff = (who: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: listLayOff.path,
    query: { occurrence_id: String(open), ...query },
    headers: bearer(token[who]!),
  });

/** What a number sold pays at the multiplier (half up) and the stake that brings it down to the hold (up). */
function expected(sold: bigint) {
  const payout = (sold * multiplier100 + 50n) / 100n;
  const excess = payout - HOLD;
  return {
    sold: String(sold),
    payout: String(payout),
    hold: String(HOLD),
    excess: String(excess),
    pass_on: String((excess * 100n + multiplier100 - 1n) / multiplier100),
  };
}

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await addSeller(db, 'vend.oriente', 'AOR1-T1');
  for (const name of ['admin', 'supervisor', 'distribuidor', 'taquilla', 'agencia', 'vend.oriente'])
    token[name] = (await signInAs(t.app, name)).access_token;
  await setBets(db);
  const granjita = await openOccurrence(db, 'La Granjita');
  open = granjita.occurrenceId;
  const [m] = await rowsOf<{ m: string }>(
    db,
    sql`SELECT round(pbt.multiplier * 100)::text AS m FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id
         WHERE pbt.product_id = ${granjita.productId} AND bt.code = 'ANIMALITO'`,
  );
  multiplier100 = BigInt(m!.m);
  const rule = await t.app.inject({
    method: 'POST',
    url: createRiskThreshold.path,
    headers: bearer(token.admin!),
    payload: { kind: 'HOLD_LIABILITY', amount: String(HOLD), currency: 'BS' },
  });
  expect(rule.statusCode, rule.body).toBe(200);
  await sell('taquilla', '7', 400); // Centro (the distributor's branch)
  await sell('vend.oriente', '7', 100); // Oriente
  await sell('vend.oriente', '21', 333);
  await sell('taquilla', '12', 3); // pays less than the hold
}, 60_000);
afterAll(() => t.close());

describe('the lay-off list', () => {
  it('lists the numbers above the hold with the exact excess and stake to pass on, largest excess first', async () => {
    expect((3n * multiplier100) / 100n).toBeLessThan(HOLD);
    const answer = await layOff('admin');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<LayOffPage>();
    expect(page.data.map((row) => [row.number, row.currency, row.bet_type.code])).toEqual([
      ['7', 'BS', 'ANIMALITO'],
      ['21', 'BS', 'ANIMALITO'],
    ]);
    expect(page.data[0]).toMatchObject(expected(500n));
    expect(page.data[1]).toMatchObject(expected(333n));
    const [a, b] = [expected(500n), expected(333n)];
    expect(page.totals).toEqual([
      {
        currency: 'BS',
        sold: '833',
        payout: String(BigInt(a.payout) + BigInt(b.payout)),
        excess: String(BigInt(a.excess) + BigInt(b.excess)),
        pass_on: String(BigInt(a.pass_on) + BigInt(b.pass_on)),
      },
    ]);
    expect(page.occurrences.map((occurrence) => occurrence.id)).toContain(open);
    // Passing the stake on leaves the banca at most its hold.
    expect(((500n - BigInt(a.pass_on)) * multiplier100 + 50n) / 100n).toBeLessThanOrEqual(HOLD);
    // The supervisor reads the same list; another currency has no hold and no rows.
    expect((await layOff('supervisor')).json<LayOffPage>().data).toEqual(page.data);
    expect((await layOff('admin', { currency: 'USD' })).json<LayOffPage>().data).toEqual([]);
  });

  it("shows a distributor only its branch's sales, refuses an outsider and an unknown occurrence", async () => {
    const mine = (await layOff('distribuidor')).json<LayOffPage>();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ number: '7', ...expected(400n) });
    expect((await layOff('agencia')).statusCode).toBe(403);
    expect((await layOff('taquilla')).statusCode).toBe(403);
    const unknown = await layOff('admin', { occurrence_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers no rows without an occurrence, and none once the hold is above every payout', async () => {
    const none = await t.app.inject({ method: 'GET', url: listLayOff.path, headers: bearer(token.admin!) });
    expect(none.json<LayOffPage>()).toMatchObject({ data: [], total: 0, totals: [] });
    await t.database.db.execute(
      sql`UPDATE risk_thresholds SET amount = amount * 1000000 WHERE kind = 'HOLD_LIABILITY'`,
    );
    try {
      expect((await layOff('admin')).json<LayOffPage>().data).toEqual([]);
    } finally {
      await t.database.db.execute(
        sql`UPDATE risk_thresholds SET amount = amount / 1000000 WHERE kind = 'HOLD_LIABILITY'`,
      );
    }
  });

  it('exports the same rows as the list', async () => {
    const list = (await layOff('admin')).json<LayOffPage>().data;
    const file = await t.app.inject({
      method: 'POST',
      url: exportLayOff.path,
      payload: { format: 'csv', occurrence_id: open },
      headers: bearer(token.admin!),
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('lista-de-descarga');
    const lines = file.body.split('\n').filter((line) => /^"?(7|21|12)"?[;,]/.test(line));
    expect(lines.map((line) => line.split(/[;,]/)[0]!.replace(/"/g, ''))).toEqual(list.map((row) => row.number));
    const refused = await t.app.inject({
      method: 'POST',
      url: exportLayOff.path,
      payload: { format: 'csv', occurrence_id: open },
      headers: bearer(token.agencia!),
    });
    expect(refused.statusCode).toBe(403);
  });
});
