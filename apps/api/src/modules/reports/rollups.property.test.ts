import {
  annulTicket,
  awardRaffle,
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiTicketsByDay,
  kpiTopNumbers,
  payPrize,
  saveResult,
  type SaleResponse,
  type TopNumber,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { openOccurrence, sellRequest, setBets, setLimits } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import {
  directFigures,
  directTickets,
  foldNow,
  kpiRows,
  partnerByCode,
  recalculate,
  rollupSnapshot,
  sumByCurrency,
  ticketDates,
} from './rollups-test-kit';

const NUMBERS = ['0', '00', '1', '2'];
const FIGURES = ['sales', 'annulled', 'plays', 'prizes', 'paid'] as const;

let t: TestApp;
const tokens: Record<string, string> = {};
let secondTaquillaId: number;
let banca: { id: number; path: string };

beforeAll(async () => {
  t = await build();
  for (const username of ['taquilla', 'agencia', 'admin'])
    tokens[username] = (await signInAs(t.app, username)).access_token;
  secondTaquillaId = (await partnerByCode(t.database.db, 'ACE1-T2')).id;
  banca = await partnerByCode(t.database.db, 'BVE');
  await setBets(t.database.db);
  // The agency earns a commission on Lotto Activo, so loss-profit's commission is not zero.
  const lotto = sql`(SELECT id FROM products WHERE name = 'Lotto Activo')`;
  await t.database.db.execute(
    sql`DELETE FROM commissions WHERE partner_id = (SELECT id FROM partners WHERE code = 'ACE1') AND product_id = ${lotto}`,
  );
  await t.database.db.execute(sql`INSERT INTO commissions (partner_id, product_id, commission_pct)
    SELECT id, ${lotto}, 12.5 FROM partners WHERE code = 'ACE1'`);
});
afterAll(() => t.close());

type Action =
  | { kind: 'sell'; plays: { occurrence: number; number: string; amount: number }[]; byAgency: boolean }
  | { kind: 'annul'; ticket: number }
  | { kind: 'result'; occurrence: number; number: string }
  | { kind: 'award'; occurrence: number }
  | { kind: 'pay'; ticket: number };

const play = fc.record({
  occurrence: fc.nat(1),
  number: fc.constantFrom(...NUMBERS),
  amount: fc.integer({ min: 1, max: 30 }).map((n) => n * 100),
});
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      plays: fc.uniqueArray(play, { minLength: 1, maxLength: 3, selector: (p) => `${p.occurrence}/${p.number}` }),
      byAgency: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('annul' as const), ticket: fc.nat(30) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      occurrence: fc.nat(1),
      number: fc.constantFrom(...NUMBERS),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('award' as const), occurrence: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), ticket: fc.nat(30) }) },
);

interface Sold {
  id: number;
  serial: string;
  code: string;
}

async function perform(step: Action, occurrences: number[], sold: Sold[]) {
  const as = (username: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[username]!), payload });
  const ticketOf = (i: number) => sold[i % Math.max(sold.length, 1)];
  switch (step.kind) {
    case 'sell': {
      const plays = step.plays.map((p) => ({
        occurrence_id: occurrences[p.occurrence]!,
        bet_type: 'ANIMALITO' as const,
        number: p.number,
        amount: String(p.amount),
      }));
      const answer = step.byAgency
        ? await sellRequest(t.app, tokens.agencia!, { plays, taquilla_id: secondTaquillaId })
        : await sellRequest(t.app, tokens.taquilla!, { plays });
      if (answer.statusCode === 200) {
        const { ticket } = answer.json<SaleResponse>();
        sold.push({ id: ticket.id, serial: ticket.serial, code: ticket.security_code });
      }
      return;
    }
    case 'annul': {
      const ticket = ticketOf(step.ticket);
      if (ticket)
        await as('admin', 'PATCH', pathOf(annulTicket, { id: ticket.id }), { reason: 'Prueba de acumulados' });
      return;
    }
    case 'result': {
      const id = occurrences[step.occurrence]!;
      await t.database.db
        .execute(sql`UPDATE draw_occurrences SET close_at = least(close_at, now() - interval '1 second'),
                                             draw_at = least(draw_at, now()) WHERE id = ${id}`);
      await as('admin', 'POST', saveResult.path, { occurrence_id: id, number: step.number });
      return;
    }
    case 'award':
      await as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrences[step.occurrence]! });
      return;
    case 'pay': {
      const ticket = ticketOf(step.ticket);
      if (ticket) await as('taquilla', 'POST', payPrize.path, { serial: ticket.serial, security_code: ticket.code });
      return;
    }
  }
}

/** The top numbers of the product computed from the plays, ranked as the KPI ranks them. */
async function directTopNumbers(path: string, from: string, to: string, productId: number) {
  return rowsOf<{ number: string; amount: string; plays: number }>(
    t.database.db,
    sql`SELECT p.number_key AS number, sum(p.amount)::text AS amount, count(*)::int AS plays
          FROM tickets tk JOIN ticket_plays p ON p.ticket_id = tk.id JOIN draw_occurrences o ON o.id = p.occurrence_id
         WHERE tk.partner_path LIKE ${`${path}%`} AND tk.business_date BETWEEN ${from}::date AND ${to}::date
           AND tk.status <> 'ANULADO' AND o.product_id = ${productId}
         GROUP BY p.number_key, p.bet_type_id ORDER BY sum(p.amount) DESC, p.number_key, p.bet_type_id LIMIT 10`,
  );
}

/** Loss-profit's commission from the plays: each (day, agency, product, bet type)'s net sales × the agency's percentage, rounded. */
async function directCommission(path: string, from: string, to: string) {
  const [row] = await rowsOf<{ commission: string }>(
    t.database.db,
    sql`SELECT coalesce(sum(c), 0)::text AS commission FROM (
          SELECT round(sum(p.amount) * coalesce(max(cb.commission_pct), max(cp.commission_pct), 0) / 100) AS c
            FROM tickets tk JOIN ticket_plays p ON p.ticket_id = tk.id JOIN draw_occurrences o ON o.id = p.occurrence_id
            LEFT JOIN commissions cb ON cb.partner_id = tk.agency_id AND cb.product_id = o.product_id AND cb.bet_type_id = p.bet_type_id
            LEFT JOIN commissions cp ON cp.partner_id = tk.agency_id AND cp.product_id = o.product_id AND cp.bet_type_id IS NULL
           WHERE tk.partner_path LIKE ${`${path}%`} AND tk.business_date BETWEEN ${from}::date AND ${to}::date AND tk.status <> 'ANULADO'
           GROUP BY tk.business_date, tk.agency_id, o.product_id, p.bet_type_id, tk.currency) x`,
  );
  return BigInt(row!.commission);
}

async function checkKpis(token: string, path: string, productId: number) {
  const { from, to } = await ticketDates(t.database.db);
  const query = { from_date: from, to_date: to };
  const expected = await directFigures(t.database.db, path, from, to);
  for (const contract of [kpiSalesByProduct, kpiSalesByBetTypes, kpiSalesByPartner]) {
    expect(sumByCurrency(await kpiRows(t.app, token, contract, query), FIGURES), contract.path).toEqual(expected);
  }
  const lossProfit = await kpiRows<{ currency: string; sales: string; prizes: string; commission: string }>(
    t.app,
    token,
    kpiLossProfit,
    query,
  );
  const sums = sumByCurrency(lossProfit, ['sales', 'prizes', 'commission']);
  expect(sums.BS?.sales ?? 0n).toBe(expected.BS?.sales ?? 0n);
  expect(sums.BS?.prizes ?? 0n).toBe(expected.BS?.prizes ?? 0n);
  expect(sums.BS?.commission ?? 0n).toBe(await directCommission(path, from, to));
  const tickets = sumByCurrency(await kpiRows(t.app, token, kpiTicketsByDay, query), ['tickets', 'annulled_tickets']);
  expect(tickets).toEqual(await directTickets(t.database.db, path, from, to));
  const top = await kpiRows<TopNumber>(t.app, token, kpiTopNumbers, { ...query, product_id: productId });
  const direct = await directTopNumbers(path, from, to, productId);
  expect(top.map((row) => [row.number, row.amount, row.plays])).toEqual(
    direct.map((row) => [row.number, row.amount, row.plays]),
  );
}

describe('rollups over random sequences of sell, annul, result, award and pay', () => {
  it('give every KPI the figures of the tickets themselves, and recalculate rebuilds them byte for byte', async () => {
    const agency = await partnerByCode(t.database.db, 'ACE1');
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 4, maxLength: 20 }),
        fc.constantFrom(...NUMBERS),
        fc.constantFrom(...NUMBERS),
        async (steps, first, second) => {
          const opened = [
            await openOccurrence(t.database.db, 'Lotto Activo'),
            await openOccurrence(t.database.db, 'Lotto Activo'),
          ];
          const occurrences = opened.map((o) => o.occurrenceId);
          const productId = opened[0]!.productId;
          await setLimits(t.database.db, productId, {});
          const sold: Sold[] = [];
          for (const step of steps) await perform(step, occurrences, sold);
          // Mid-sequence, half the time with the deltas still pending, half after a fold.
          if (steps.length % 2 === 0) await foldNow(t.database.db);
          await checkKpis(tokens.admin!, banca.path, productId);
          // Then both draws resulted and awarded (a result may be corrected), and every ticket presented for payment.
          const tail: Action[] = [
            { kind: 'result', occurrence: 0, number: first },
            { kind: 'award', occurrence: 0 },
            { kind: 'result', occurrence: 1, number: second },
            { kind: 'award', occurrence: 1 },
            ...sold.map((_, ticket): Action => ({ kind: 'pay', ticket })),
          ];
          for (const step of tail) await perform(step, occurrences, sold);
          await checkKpis(tokens.admin!, banca.path, productId);
          await checkKpis(tokens.agencia!, agency.path, productId);

          await foldNow(t.database.db);
          const { from, to } = await ticketDates(t.database.db);
          const incremental = await rollupSnapshot(t.database.db, banca.id, from, to);
          expect((await recalculate(t.app, tokens.admin!, from, to)).status).toBe(200);
          await foldNow(t.database.db);
          expect(await rollupSnapshot(t.database.db, banca.id, from, to)).toEqual(incremental);
        },
      ),
      { numRuns: 15 },
    );
    // The sequences reached every path: tickets were annulled, lost, won and were paid.
    const states = await rowsOf<{ status: string }>(t.database.db, sql`SELECT DISTINCT status FROM tickets`);
    expect(states.map((row) => row.status)).toEqual(expect.arrayContaining(['ANULADO', 'PERDEDOR', 'PAGADO']));
  });
});
