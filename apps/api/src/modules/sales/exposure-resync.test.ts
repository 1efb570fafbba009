import type { SaleResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsRealPostgres, type TestApp } from '../../../test/build';
import { animalito as play, buildWithAgencySellers, exposureDrift, openOccurrence, sellRequest, setCloseIn, setLimits, setOwnCupo } from '../../../test/sales';
import { rowsOf } from '../../lib/raw-query';

/**
 * A sale counts a play only against the partners that set a limit of their own (ADR 031), so
 * giving a partner a limit, or taking it away, recounts that partner's exposure from the live
 * tickets (db/sql/banca_resync_exposure.sql), under a lock that no sale in flight holds.
 */

let t: TestApp;
let seller: string;
let agencia: string;
let secondTaquillaId: number;

beforeAll(async () => ({ t, seller, agencia, secondTaquillaId } = await buildWithAgencySellers()));
afterAll(() => t.close());


const setAgencyCupo = (productId: number, amount: bigint | null) => setOwnCupo(t.database.db, 'ACE1', productId, amount);

/** The exposure rows of an occurrence, as `number@partner code` → sold. */
async function exposureOf(occurrenceId: number): Promise<Record<string, string>> {
  const rows = await rowsOf<{ key: string; sold: string }>(
    t.database.db,
    sql`SELECT e.number_key || '@' || p.code AS key, e.sold::text AS sold
          FROM sales_exposure e JOIN partners p ON p.id = e.partner_id WHERE e.occurrence_id = ${occurrenceId}`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.sold]));
}

async function sell(token: string, plays: ReturnType<typeof play>[], taquillaId?: number) {
  const answer = await sellRequest(t.app, token, { plays, ...(taquillaId ? { taquilla_id: taquillaId } : {}) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SaleResponse>();
}

describe('exposure counted where a limit is set', () => {
  it('counts an agency’s earlier sales when it gets a cupo, binds the next sale with them, and drops its rows when the cupo goes', async () => {
    const { occurrenceId, productId } = await openOccurrence(t.database.db, 'Lotto Activo');
    const closed = await openOccurrence(t.database.db, 'Lotto Activo');
    await setLimits(t.database.db, productId, { tope: 1_000_000n });
    await sell(seller, [play(occurrenceId, '24', '700'), play(closed.occurrenceId, '24', '500')]);
    await sell(agencia, [play(occurrenceId, '24', '900')], secondTaquillaId);
    await sell(seller, [play(occurrenceId, '5', '300')]);
    // Only the banca sets a limit (its tope): one row per number, none for the agency or the taquillas.
    expect(await exposureOf(occurrenceId)).toEqual({ '24@BVE': '1600', '5@BVE': '300' });

    await setCloseIn(t.database.db, closed.occurrenceId, -60);
    await setAgencyCupo(productId, 2_000n);
    expect(await exposureOf(occurrenceId)).toEqual({
      '24@BVE': '1600',
      '5@BVE': '300',
      '24@ACE1': '1600',
      '5@ACE1': '300',
    });
    // A closed occurrence sells no more: it is not recounted.
    expect(await exposureOf(closed.occurrenceId)).toEqual({ '24@BVE': '500' });

    // The agency's cupo binds with what its taquillas sold before it had one.
    const cut = await sell(agencia, [play(occurrenceId, '24', '700')], secondTaquillaId);
    expect(cut.plays[0]).toMatchObject({ outcome: 'incompleta', sold: '400' });
    expect(await exposureOf(occurrenceId)).toMatchObject({ '24@BVE': '2000', '24@ACE1': '2000' });

    // A new amount recounts to the same figures; removing the cupo removes the agency's rows.
    await setAgencyCupo(productId, 5_000n);
    expect(await exposureOf(occurrenceId)).toMatchObject({ '24@ACE1': '2000', '5@ACE1': '300' });
    await setAgencyCupo(productId, null);
    expect(await exposureOf(occurrenceId)).toEqual({ '24@BVE': '2000', '5@BVE': '300' });
    await sell(seller, [play(occurrenceId, '24', '700')]);
    expect(await exposureOf(occurrenceId)).toEqual({ '24@BVE': '2700', '5@BVE': '300' });
    expect(await exposureDrift(t.database.db, [occurrenceId, closed.occurrenceId])).toBe(0);
  });

  it('keeps every exposure row equal to the live tickets while cupos change under concurrent sales', async (context) => {
    needsRealPostgres(t, context);
    const { occurrenceId, productId } = await openOccurrence(t.database.db, 'Lotto Activo');
    await setLimits(t.database.db, productId, { tope: 10_000_000n });
    const numbers = ['0', '1', '2', '3'];
    const sale = (i: number) => {
      const plays = [play(occurrenceId, numbers[i % 4]!, '100'), play(occurrenceId, numbers[(i + 1) % 4]!, '200')];
      return i % 2 === 0
        ? sellRequest(t.app, seller, { plays })
        : sellRequest(t.app, agencia, { plays, taquilla_id: secondTaquillaId });
    };
    // Each round fires 40 sales and, while they are in flight, gives, changes or takes away the
    // agency's cupo. A sale planned with the cupo of before is refused as stale and planned again.
    const codes: number[] = [];
    for (const amount of [50_000n, null, 40_000n, 60_000n, null, 45_000n, null, 55_000n]) {
      const sales = Promise.all(Array.from({ length: 40 }, (_, i) => sale(i)));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await setAgencyCupo(productId, amount);
      codes.push(...(await sales).map((answer) => answer.statusCode));
    }
    expect(codes.filter((code) => code !== 200)).toEqual([]);
    expect(await exposureDrift(t.database.db, [occurrenceId])).toBe(0);
    const rows = await exposureOf(occurrenceId);
    expect(Object.keys(rows).sort()).toEqual(numbers.flatMap((n) => [`${n}@ACE1`, `${n}@BVE`]).sort());
  });
});
