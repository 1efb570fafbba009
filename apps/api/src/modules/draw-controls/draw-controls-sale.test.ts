import {
  createBlockedNumber,
  deleteBlockedNumber,
  liftSuspension,
  suspendDraw,
  type SaleResponse,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { animalito, openOccurrence, sellRequest, setBets, setLimits } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';

/** What the sale does with the blocks and suspensions made through these endpoints. */

let t: TestApp;
const token: Record<string, string> = {};
const p: Record<string, number> = {};
let lotto: Awaited<ReturnType<typeof openOccurrence>>;
let drawDate = '';

beforeAll(async () => {
  t = await build();
  for (const name of ['admin', 'supervisor', 'taquilla']) token[name] = (await signInAs(t.app, name)).access_token;
  for (const row of await t.database.db.select().from(partners)) p[row.code] = row.id;
  lotto = await openOccurrence(t.database.db, 'Lotto Activo');
  const [row] = await rowsOf<{ d: string }>(
    t.database.db,
    sql`SELECT draw_date::text AS d FROM draw_occurrences WHERE id = ${lotto.occurrenceId}`,
  );
  drawDate = row!.d;
});
afterAll(() => t.close());
beforeEach(async () => {
  await setBets(t.database.db);
  await setLimits(t.database.db, lotto.productId, {});
});

const play = (number: string) => animalito(lotto.occurrenceId, number, '1000');
const sell = (...numbers: string[]) => sellRequest(t.app, token.taquilla!, { plays: numbers.map(play) });
const post = (path: string, who: string, payload: object) =>
  t.app.inject({ method: 'POST', url: path, headers: bearer(token[who]!), payload });
const remove = (contract: { path: string }, id: number, who = 'admin') =>
  t.app.inject({ method: 'DELETE', url: pathOf(contract, { id }), headers: bearer(token[who]!) });
const block = async (payload: object) => {
  const answer = await post(createBlockedNumber.path, 'admin', { product_id: lotto.productId, ...payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ id: number }>().id;
};
const dayShift = (days: number) => {
  const date = new Date(`${drawDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('a blocked number at the point of sale', () => {
  it('is refused (bloqueada) while the rest of the ticket sells; alone, the sale is refused; unblocked, it sells', async () => {
    const id = await block({ number: '7', partner_id: p.ACE1 });
    const mixed = await sell('7', '8');
    expect(mixed.statusCode, mixed.body).toBe(200);
    const sale = mixed.json<SaleResponse>();
    expect(sale.plays.map((outcome) => outcome.outcome)).toEqual(['bloqueada', 'vendida']);
    expect(sale.ticket.total).toBe('1000');

    const alone = await sell('7');
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({
      code: 'SOLD_OUT',
      fields: [{ field: 'plays.0.number', message: 'Número bloqueado.' }],
    });

    expect((await remove(deleteBlockedNumber, id)).statusCode).toBe(200);
    const after = await sell('7');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<SaleResponse>().plays[0]!.outcome).toBe('vendida');
  });

  it('applies only to its partner’s subtree, its draw and its dates', async () => {
    const otherDraw = await rowsOf<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM draws WHERE product_id = ${lotto.productId} AND id <> ${lotto.drawId} LIMIT 1`,
    );
    const ids = [
      await block({ number: '9', partner_id: p.ACE2 }),
      await block({ number: '9', draw_id: otherDraw[0]!.id }),
      await block({ number: '9', date_from: dayShift(1) }),
      await block({ number: '9', date_to: dayShift(-1) }),
    ];
    expect((await sell('9')).json<SaleResponse>().plays[0]!.outcome).toBe('vendida');

    ids.push(await block({ number: '9', draw_id: lotto.drawId, date_from: drawDate, date_to: drawDate }));
    expect((await sell('9')).json().code).toBe('SOLD_OUT');
    for (const id of ids) await remove(deleteBlockedNumber, id);
  });
});

describe('a suspended draw at the point of sale', () => {
  it('refuses the sale at once (409 DRAW_SUSPENDED) and sells again when lifted', async () => {
    const suspended = await post(suspendDraw.path, 'supervisor', {
      occurrence_id: lotto.occurrenceId,
      reason: 'Falla en la transmisión',
    });
    expect(suspended.statusCode).toBe(200);
    const refused = await sell('10');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DRAW_SUSPENDED');

    expect((await remove(liftSuspension, suspended.json().id)).statusCode).toBe(200);
    const sold = await sell('10');
    expect(sold.statusCode, sold.body).toBe(200);
  });

  it('stops only the suspended partner’s subtree', async () => {
    const elsewhere = await post(suspendDraw.path, 'admin', {
      occurrence_id: lotto.occurrenceId,
      partner_id: p.ACE2,
      reason: 'Solo Centro 2',
    });
    expect((await sell('11')).statusCode).toBe(200);
    const here = await post(suspendDraw.path, 'admin', {
      occurrence_id: lotto.occurrenceId,
      partner_id: p.ACE1,
      reason: 'Solo Centro 1',
    });
    expect((await sell('11')).json().code).toBe('DRAW_SUSPENDED');
    await remove(liftSuspension, elsewhere.json().id);
    await remove(liftSuspension, here.json().id);
    expect((await sell('11')).statusCode).toBe(200);
  });
});
