import { annulTicket, pathOf } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { addSeller, partnerByCode } from '../../../test/kits/kpis-test-kit';
import { animalito, openOccurrence, sellRequest, setBets, setLimits, setOwnCupo } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';
import type { RiskBoardFilters } from './risk-board-answer-repository';
import { keepRiskBoard } from './risk-board-fold-repository';
import { recountRiskBoard } from './risk-board-recount-repository';
import { readRiskBoard } from './risk-board-repository';
import { watchRisk } from './risk-watch';

/**
 * The board's kept copy (ADR 058, "Cost") against the board worked out afresh from every exposure
 * row: after sales, annulments, limit changes and a new multiplier, once the watch has passed,
 * every view of it (scopes, filters, sorts, pages) answers exactly the same.
 */

let t: TestApp;
const token: Record<string, string> = {};
const occurrences: {
  granjita: { occurrenceId: number; productId: number };
  lotto: { occurrenceId: number; productId: number };
} = {} as never;
const sold: number[] = [];
const scopes: Record<string, { partnerId: number; path: string }> = {};

/** A board is open (read within the last two minutes), the sales are folded and the watch passes. */
const pass = async () => {
  await keepRiskBoard(t.database.db);
  await foldUntilCaughtUp(t.database.db);
  await watchRisk(t.database.db, 'America/Caracas');
};

/** Every view the comparison checks: three scopes, the share filter, both sorts both ways, a far page, one draw. */
function views(): RiskBoardFilters[] {
  const base = { occurrenceId: null, lotteryId: null, productId: null, currency: null, minPct: null };
  const out: RiskBoardFilters[] = [];
  for (const focus of Object.values(scopes)) {
    const first = { ...base, focus, sort: 'payout' as const, descending: true, limit: 50, offset: 0 };
    out.push(
      first,
      { ...first, limit: 4, offset: 8 },
      { ...first, sort: 'used_pct', descending: false, limit: 5, offset: 5 },
      { ...first, sort: 'used_pct', descending: true, limit: 3, offset: 0 },
      { ...first, descending: false, limit: 6, offset: 2 },
      { ...first, minPct: 12.5 },
      { ...first, minPct: 3, sort: 'used_pct', limit: 4, offset: 4 },
      { ...first, occurrenceId: occurrences.lotto.occurrenceId, limit: 7 },
      { ...first, productId: occurrences.granjita.productId, currency: 'BS' },
    );
  }
  return out;
}

async function expectSameAsRecount(more: RiskBoardFilters[] = []) {
  for (const view of [...views(), ...more]) {
    const kept = await readRiskBoard(t.database.db, view);
    expect(kept, JSON.stringify({ ...view, focus: view.focus.path })).toEqual(
      await recountRiskBoard(t.database.db, view),
    );
  }
}

/** A fixed spread of sales: numbers 0–36 in uneven amounts, on both draws, from three agencies' sellers. */
async function sellSpread(round: number) {
  const sellers = ['taquilla', 'centro2', 'oriente'];
  for (let i = 0; i < 24; i++) {
    const number = String((i * 7 + round * 5) % 37);
    const other = String((i * 11 + 3) % 37);
    const amount = String(5 + ((i * 37 + round * 13) % 90));
    const answer = await sellRequest(t.app, token[sellers[i % 3]!]!, {
      plays: [
        animalito(occurrences.granjita.occurrenceId, number, amount),
        animalito(occurrences.lotto.occurrenceId, other, String(Number(amount) * 2)),
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    sold.push(answer.json<{ ticket: { id: number } }>().ticket.id);
  }
}

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await addSeller(db, 'centro2', 'ACE2-T1');
  await addSeller(db, 'oriente', 'AOR1-T1');
  for (const name of ['admin', 'taquilla', 'centro2', 'oriente'])
    token[name] = (await signInAs(t.app, name)).access_token;
  await setBets(db);
  occurrences.granjita = await openOccurrence(db, 'La Granjita');
  occurrences.lotto = await openOccurrence(db, 'Lotto Activo');
  // Granjita: the banca's cupo under its tope, and the Centro distributor's own cupo. Lotto: the
  // banca's cupo, and no cupo for the distributor but one for each of its agencies, so Centro's
  // board sums two holders per number there.
  await setLimits(db, occurrences.granjita.productId, { cupo: 3000n, tope: 5000n });
  await setOwnCupo(db, 'DCE', occurrences.granjita.productId, 700n);
  await setLimits(db, occurrences.lotto.productId, { cupo: 4000n });
  await setOwnCupo(db, 'DCE', occurrences.lotto.productId, null);
  await setOwnCupo(db, 'ACE1', occurrences.lotto.productId, 600n);
  await setOwnCupo(db, 'ACE2', occurrences.lotto.productId, 500n);
  for (const code of ['BVE', 'DCE', 'ACE1']) {
    const partner = await partnerByCode(db, code);
    scopes[code] = { partnerId: partner.id, path: partner.path };
  }
  await sellSpread(0);
  await sellSpread(1);
  await pass();
}, 120_000);
afterAll(() => t.close());

describe("the risk board's kept copy", () => {
  it('answers as the recount after sales, with rows, totals and worst cases to compare', async () => {
    const banca = await readRiskBoard(t.database.db, views()[0]!);
    expect(banca.total).toBeGreaterThan(40);
    expect(banca.draws.map((d) => d.occurrence_id).sort()).toEqual(
      [occurrences.granjita.occurrenceId, occurrences.lotto.occurrenceId].sort(),
    );
    const centro = await readRiskBoard(t.database.db, { ...views()[0]!, focus: scopes.DCE! });
    // On Lotto the Centro board holds both agencies' rows: the worst case sums them per number.
    const agencies = new Set(
      centro.rows.filter((r) => r.occurrence_id === occurrences.lotto.occurrenceId).map((r) => r.partner.code),
    );
    expect([...agencies].sort()).toEqual(['ACE1', 'ACE2']);
    await expectSameAsRecount();
  });

  it('follows annulments at the next pass, and not before', async () => {
    const before = await readRiskBoard(t.database.db, views()[0]!);
    for (const id of sold.slice(0, 5)) {
      const answer = await t.app.inject({
        method: 'PATCH',
        url: pathOf(annulTicket, { id }),
        payload: { reason: 'Reclamo del cliente' },
        headers: bearer(token.admin!),
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    // Until the watch passes, the board still shows the annulled sales; the recount no longer does.
    expect(await readRiskBoard(t.database.db, views()[0]!)).toEqual(before);
    expect(await recountRiskBoard(t.database.db, views()[0]!)).not.toEqual(before);
    await pass();
    await expectSameAsRecount();
  });

  it('follows limit changes and a new multiplier', async () => {
    const db = t.database.db;
    // The distributor takes a cupo on Lotto (its rows now hold the agencies'), one agency drops its
    // own, and the banca's tope moves under its cupo.
    await setOwnCupo(db, 'DCE', occurrences.lotto.productId, 900n);
    await setOwnCupo(db, 'ACE2', occurrences.lotto.productId, null);
    await setLimits(db, occurrences.granjita.productId, { cupo: 3000n, tope: 2500n });
    await setOwnCupo(db, 'DCE', occurrences.granjita.productId, 700n);
    await pass();
    await expectSameAsRecount();
    await db.execute(sql`UPDATE product_bet_types SET multiplier = multiplier + 3.5
                          WHERE product_id = ${occurrences.granjita.productId}`);
    expect(await readRiskBoard(db, views()[0]!)).not.toEqual(await recountRiskBoard(db, views()[0]!));
    await pass();
    await expectSameAsRecount();
    await sellSpread(2);
    await pass();
    await expectSameAsRecount();
  });

  it('answers as the recount for a holder of 150 numbers, with ties across page edges, a fall and a rise', async () => {
    const db = t.database.db;
    const triple = await openOccurrence(db, 'Triple Caracas');
    await setLimits(db, triple.productId, { cupo: 50_000n });
    // 150 numbers on the banca's cupo: 20 tied across the 50th payout, 20 tied across the 125th,
    // the rest apart.
    const amountOf = (i: number) =>
      i < 40 ? 2000 - i * 10 : i < 60 ? 1500 : i < 120 ? 1400 - (i - 60) * 5 : i < 140 ? 1000 : 900 - (i - 140) * 10;
    const play = (i: number, amount = amountOf(i)) => ({
      occurrence_id: triple.occurrenceId,
      bet_type: 'TRIPLE' as const,
      number: String((i * 7) % 1000).padStart(3, '0'),
      amount: String(amount),
    });
    const tickets: number[] = [];
    for (let first = 0; first < 150; first += 50) {
      const answer = await sellRequest(t.app, token.taquilla!, {
        plays: Array.from({ length: 50 }, (_, k) => play(first + k)),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      tickets.push(answer.json<{ ticket: { id: number } }>().ticket.id);
    }
    await pass();
    const first = {
      focus: scopes.BVE!,
      occurrenceId: triple.occurrenceId,
      lotteryId: null,
      productId: null,
      currency: null,
      minPct: null,
      sort: 'payout' as const,
      descending: true,
      limit: 100,
      offset: 0,
    };
    const tripleViews: RiskBoardFilters[] = [
      first,
      { ...first, limit: 50 },
      { ...first, sort: 'used_pct', limit: 45, offset: 10 },
      { ...first, limit: 25, offset: 100 },
      { ...first, limit: 100, offset: 100 },
      { ...first, descending: false, limit: 10 },
      { ...first, minPct: 3 },
      { ...first, occurrenceId: null },
    ];
    await expectSameAsRecount(tripleViews);
    const board = await readRiskBoard(db, first);
    expect(board.total).toBe(150);
    expect(board.rows.filter((r) => r.payout === board.rows[49]!.payout)).toHaveLength(20);

    // A fall: the first ticket (the 50 largest) is annulled, so rows that did not move reach the first page.
    const annulled = await t.app.inject({
      method: 'PATCH',
      url: pathOf(annulTicket, { id: tickets[0]! }),
      payload: { reason: 'Reclamo del cliente' },
      headers: bearer(token.admin!),
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    await pass();
    await expectSameAsRecount(tripleViews);
    // A rise: numbers from the second page climb into the first, one past all the rest.
    const climbed = await sellRequest(t.app, token.taquilla!, {
      plays: [play(149, 5000), play(145, 1200), play(130, 1)],
    });
    expect(climbed.statusCode, climbed.body).toBe(200);
    await pass();
    await expectSameAsRecount(tripleViews);
    expect((await readRiskBoard(db, first)).rows[0]!.number).toBe(play(149).number);
  });

  it('rests while no board is read, copying nothing, and is made again by the next read', async () => {
    const db = t.database.db;
    const state = async () =>
      (await rowsOf<{ stale: boolean }>(db, sql`SELECT stale FROM risk_board_state WHERE id = 1`))[0];
    const copied = async () =>
      (await rowsOf<{ sold: string }>(db, sql`SELECT coalesce(sum(sold), 0)::text AS sold FROM risk_board_numbers`))[0];
    // No board read for three minutes: the next pass leaves the copy as it is, and says so.
    await db.execute(sql`UPDATE risk_board_state SET read_at = now() - interval '3 minutes' WHERE id = 1`);
    const before = await copied();
    await sellSpread(3);
    await foldUntilCaughtUp(db);
    await watchRisk(db, 'America/Caracas');
    expect(await state()).toEqual({ stale: true });
    expect(await copied()).toEqual(before);
    await sellSpread(4);
    await foldUntilCaughtUp(db);
    await watchRisk(db, 'America/Caracas');
    expect(await copied()).toEqual(before);
    // A board is opened: the copy is made again from the exposure rows before it is read.
    await keepRiskBoard(db);
    expect(await state()).toEqual({ stale: false });
    expect(await copied()).not.toEqual(before);
    await expectSameAsRecount();
    // And kept again from then on.
    await sellSpread(5);
    await pass();
    await expectSameAsRecount();
  });
});
