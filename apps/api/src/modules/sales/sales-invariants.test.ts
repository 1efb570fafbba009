import { annulTicket, awardRaffle, payPrize, saveResult, type SaleResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { exposureDrift, openOccurrence, sellRequest, setBets, setLimits, setOwnCupo } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { intArray, rowsOf } from '../../lib/raw-query';

const CUPO = 3_000n;
const TOPE = 5_000n;
const NUMBERS = ['0', '00', '1', '2'];

let t: TestApp;
const tokens: Record<string, string> = {};
let secondTaquillaId: number;

beforeAll(async () => {
  t = await build();
  for (const username of ['taquilla', 'agencia', 'admin']) tokens[username] = (await signInAs(t.app, username)).access_token;
  secondTaquillaId = (await rowsOf<{ id: number }>(t.database.db, sql`SELECT id FROM partners WHERE code = 'ACE1-T2'`))[0]!.id;
  await setBets(t.database.db);
});
afterAll(() => t.close());

type Action =
  | { kind: 'sell'; occurrence: number; number: string; amount: number; byAgency: boolean }
  | { kind: 'annul'; ticket: number }
  | { kind: 'result'; occurrence: number; number: string }
  | { kind: 'award'; occurrence: number }
  | { kind: 'pay'; ticket: number }
  | { kind: 'agencyCupo'; amount: number | null };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('sell' as const), occurrence: fc.nat(1), number: fc.constantFrom(...NUMBERS), amount: fc.integer({ min: 1, max: 20 }).map((n) => n * 100), byAgency: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('annul' as const), ticket: fc.nat(30) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('result' as const), occurrence: fc.nat(1), number: fc.constantFrom(...NUMBERS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('award' as const), occurrence: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), ticket: fc.nat(30) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('agencyCupo' as const), amount: fc.option(fc.integer({ min: 0, max: 30 }).map((n) => n * 100), { nil: null }) }),
  },
);

interface Sold {
  id: number;
  serial: string;
  code: string;
}

/** One step; `productId` is the product of both occurrences. */
async function perform(step: Action, occurrences: number[], sold: Sold[], productId: number) {
  const as = (username: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[username]!), payload });
  switch (step.kind) {
    case 'sell': {
      const play = { occurrence_id: occurrences[step.occurrence]!, bet_type: 'ANIMALITO' as const, number: step.number, amount: String(step.amount) };
      const answer = step.byAgency
        ? await sellRequest(t.app, tokens.agencia!, { plays: [play], taquilla_id: secondTaquillaId })
        : await sellRequest(t.app, tokens.taquilla!, { plays: [play] });
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 200) {
        const { ticket } = answer.json<SaleResponse>();
        sold.push({ id: ticket.id, serial: ticket.serial, code: ticket.security_code });
      }
      return;
    }
    case 'annul': {
      const ticket = sold[step.ticket % Math.max(sold.length, 1)];
      if (ticket) await as('admin', 'PATCH', pathOf(annulTicket, { id: ticket.id }), { reason: 'Prueba de invariantes' });
      return;
    }
    case 'result': {
      const id = occurrences[step.occurrence]!;
      await t.database.db.execute(sql`UPDATE draw_occurrences SET close_at = least(close_at, now() - interval '1 second'),
                                             draw_at = least(draw_at, now()) WHERE id = ${id}`);
      const r = await as('admin', 'POST', saveResult.path, { occurrence_id: id, number: step.number });
      expect([200, 409, 422]).toContain(r.statusCode);
      return;
    }
    case 'agencyCupo': {
      // The agency of both taquillas gets, changes or loses a cupo of its own mid-sequence.
      await setOwnCupo(t.database.db, 'ACE1', productId, step.amount === null ? null : BigInt(step.amount));
      return;
    }
    case 'award':
      await as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrences[step.occurrence]! });
      return;
    case 'pay': {
      const ticket = sold[step.ticket % Math.max(sold.length, 1)];
      if (ticket) await as('taquilla', 'POST', payPrize.path, { serial: ticket.serial, security_code: ticket.code });
      return;
    }
  }
}

async function checkInvariants(occurrences: number[]) {
  const ids = intArray(occurrences);
  // Sold per number never exceeds the cupo and the tope, and the exposure rows agree with the tickets.
  const perNumber = await rowsOf<{ number: string; sold: string; exposure: string | null }>(
    t.database.db,
    sql`SELECT p.occurrence_id, p.number, sum(p.amount)::text AS sold,
               (SELECT e.sold::text FROM sales_exposure e JOIN partners b ON b.id = e.partner_id AND b.code = 'BVE'
                 WHERE e.occurrence_id = p.occurrence_id AND e.number_key = p.number) AS exposure
          FROM ticket_plays p JOIN tickets tk ON tk.id = p.ticket_id
         WHERE p.occurrence_id = ANY (${ids}) AND tk.status <> 'ANULADO'
         GROUP BY p.occurrence_id, p.number`,
  );
  for (const row of perNumber) {
    expect(BigInt(row.sold)).toBeLessThanOrEqual(CUPO < TOPE ? CUPO : TOPE);
    expect(row.exposure).toBe(row.sold);
  }
  // Every exposure row, the agency's too whatever its cupo went through, holds what its subtree's live tickets hold.
  expect(await exposureDrift(t.database.db, occurrences)).toBe(0);
  // Each ticket's total is the sum of its plays.
  const [badTotals] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM tickets tk
         WHERE EXISTS (SELECT 1 FROM ticket_plays p WHERE p.ticket_id = tk.id AND p.occurrence_id = ANY (${ids}))
           AND tk.total <> (SELECT sum(p.amount) FROM ticket_plays p WHERE p.ticket_id = tk.id)`,
  );
  expect(badTotals!.n).toBe(0);
  // Prizes only on resulted (and awarded) occurrences, and exactly amount × multiplier on a winning number.
  const [badPrizes] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ticket_plays p JOIN draw_occurrences o ON o.id = p.occurrence_id
          JOIN tickets tk ON tk.id = p.ticket_id
         WHERE o.id = ANY (${ids})
           AND ((p.prize > 0 AND (o.result_number IS NULL OR o.awarded_at IS NULL))
             OR (o.awarded_at IS NOT NULL AND tk.status <> 'ANULADO'
                 AND p.prize <> CASE WHEN p.number = o.result_number THEN round(p.amount * p.multiplier) ELSE 0 END))`,
  );
  expect(badPrizes!.n).toBe(0);
  // Each prize paid at most once, for what the ticket won, and only PAGADO tickets were paid.
  const [badPayments] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM tickets tk
         WHERE EXISTS (SELECT 1 FROM ticket_plays p WHERE p.ticket_id = tk.id AND p.occurrence_id = ANY (${ids}))
           AND ((SELECT count(*) FROM prize_payments pp WHERE pp.ticket_id = tk.id) > 1
             OR (tk.status = 'PAGADO') <> EXISTS (SELECT 1 FROM prize_payments pp WHERE pp.ticket_id = tk.id AND pp.amount = tk.prize_total))`,
  );
  expect(badPayments!.n).toBe(0);
}

describe('invariants over random sequences of sell, annul, result, award, pay and cupo changes', () => {
  it('hold after every sequence', async () => {
    await fc.assert(
      // Random steps in any order (results and awards may come early, be corrected, or never
      // come), then each draw resulted and awarded, then every ticket presented for payment.
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 30 }), fc.constantFrom(...NUMBERS), fc.constantFrom(...NUMBERS), async (steps, first, second) => {
        const opened = [await openOccurrence(t.database.db, 'Lotto Activo'), await openOccurrence(t.database.db, 'Lotto Activo')];
        const occurrences = opened.map((occurrence) => occurrence.occurrenceId);
        const productId = opened[0]!.productId;
        await setLimits(t.database.db, productId, { cupo: CUPO, tope: TOPE });
        const sold: Sold[] = [];
        const tail: Action[] = [
          { kind: 'result', occurrence: 0, number: first },
          { kind: 'award', occurrence: 0 },
          { kind: 'result', occurrence: 1, number: second },
          { kind: 'award', occurrence: 1 },
        ];
        for (const step of [...steps, ...tail]) await perform(step, occurrences, sold, productId);
        for (let i = 0; i < sold.length; i++) await perform({ kind: 'pay', ticket: i }, occurrences, sold, productId);
        await checkInvariants(occurrences);
      }),
      { numRuns: 25 },
    );
    // The sequences reached every path: tickets were annulled, awarded and paid.
    const states = await rowsOf<{ status: string; n: number }>(
      t.database.db,
      sql`SELECT status, count(*)::int AS n FROM tickets GROUP BY status`,
    );
    console.info('[invariantes] tickets por estado:', Object.fromEntries(states.map((row) => [row.status, row.n])));
    const count = (status: string) => states.find((row) => row.status === status)?.n ?? 0;
    expect(count('ANULADO')).toBeGreaterThan(0);
    expect(count('PAGADO') + count('PREMIADO')).toBeGreaterThan(0);
    expect(count('PERDEDOR')).toBeGreaterThan(0);
  });
});
