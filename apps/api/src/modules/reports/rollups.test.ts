import {
  annulTicket,
  awardRaffle,
  kpiLossProfit,
  kpiSalesByProduct,
  kpiTicketsByDay,
  payPrize,
  saveResult,
  type SaleResponse,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { openOccurrence, sellRequest, setBets, setLimits } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { foldRollups } from './repository';
import { foldNow, kpiRows, partnerByCode, recalculate, rollupSnapshot } from './rollups-test-kit';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await build();
  for (const username of ['taquilla', 'admin', 'supervisor'])
    tokens[username] = (await signInAs(t.app, username)).access_token;
  await setBets(t.database.db);
});
afterAll(() => t.close());

const as = (username: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[username]!), payload });

async function sell(occurrenceId: number, number: string, amount: number) {
  const plays = [{ occurrence_id: occurrenceId, bet_type: 'ANIMALITO' as const, number, amount: String(amount) }];
  const answer = await sellRequest(t.app, tokens.taquilla!, { plays });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SaleResponse>().ticket;
}

const pendingDeltas = async () =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT ((SELECT count(*) FROM sales_rollup_deltas) + (SELECT count(*) FROM ticket_rollup_deltas))::int AS n`,
    )
  )[0]!.n;

describe('late events', () => {
  it('land on the ticket own business date: an annulment, an award corrected and awarded again, a payment', async () => {
    const { occurrenceId, productId } = await openOccurrence(t.database.db, 'Lotto Activo');
    await setLimits(t.database.db, productId, {});
    const annulled = await sell(occurrenceId, '5', 400);
    const winner = await sell(occurrenceId, '1', 200);
    // Both were sold "yesterday": their business date moves back, and the two days are rebuilt.
    const [{ today, yesterday }] = (await rowsOf<{ today: string; yesterday: string }>(
      t.database.db,
      sql`SELECT business_date::text AS today, (business_date - 1)::text AS yesterday FROM tickets WHERE id = ${winner.id}`,
    )) as [{ today: string; yesterday: string }];
    await t.database.db.execute(
      sql`UPDATE tickets SET business_date = business_date - 1 WHERE id IN (${annulled.id}, ${winner.id})`,
    );
    expect((await recalculate(t.app, tokens.admin!, yesterday, today)).status).toBe(200);

    // Today: the annulment, a result, its award, a corrected result awarded again, and the payment.
    expect(
      (await as('admin', 'PATCH', pathOf(annulTicket, { id: annulled.id }), { reason: 'Anulada al día siguiente' }))
        .statusCode,
    ).toBe(200);
    await t.database.db.execute(
      sql`UPDATE draw_occurrences SET close_at = now() - interval '1 second', draw_at = now() WHERE id = ${occurrenceId}`,
    );
    for (const number of ['2', '1']) {
      expect((await as('admin', 'POST', saveResult.path, { occurrence_id: occurrenceId, number })).statusCode).toBe(
        200,
      );
      expect((await as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrenceId })).statusCode).toBe(200);
    }
    const paid = await as('taquilla', 'POST', payPrize.path, {
      serial: winner.serial,
      security_code: winner.security_code,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await foldNow(t.database.db);

    const day = (date: string) => ({ from_date: date, to_date: date });
    expect(await kpiRows(t.app, tokens.admin!, kpiTicketsByDay, day(today))).toEqual([]);
    expect(await kpiRows(t.app, tokens.admin!, kpiLossProfit, day(today))).toEqual([]);
    expect(await kpiRows(t.app, tokens.admin!, kpiTicketsByDay, day(yesterday))).toMatchObject([
      { date: yesterday, currency: 'BS', tickets: 1, sales: '200', annulled_tickets: 1, annulled: '400' },
    ]);
    expect(await kpiRows(t.app, tokens.admin!, kpiSalesByProduct, day(yesterday))).toMatchObject([
      { currency: 'BS', sales: '200', annulled: '400', plays: 1, prizes: '6000', paid: '6000' },
    ]);

    // What the triggers and the folder kept is exactly what a rebuild writes.
    const bve = await partnerByCode(t.database.db, 'BVE');
    const incremental = await rollupSnapshot(t.database.db, bve.id, yesterday, today);
    expect((await recalculate(t.app, tokens.admin!, yesterday, today)).status).toBe(200);
    expect(await rollupSnapshot(t.database.db, bve.id, yesterday, today)).toEqual(incremental);
  });
});

describe('recalculate', () => {
  it('is for the banca administrator, takes at most 366 days, and is audited', async () => {
    expect((await recalculate(t.app, tokens.supervisor!, '2026-01-01', '2026-01-02')).status).toBe(403);
    expect((await recalculate(t.app, tokens.admin!, '2025-01-01', '2026-01-02')).status).toBe(400);
    expect((await recalculate(t.app, tokens.admin!, '2026-01-02', '2026-01-01')).status).toBe(400);
    const answer = await recalculate(t.app, tokens.admin!, '2025-01-02', '2026-01-02');
    expect(answer).toMatchObject({
      status: 200,
      body: { from_date: '2025-01-02', to_date: '2026-01-02', sales_rows: 0 },
    });
    const audit = await rowsOf<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE entity = 'sales_rollups'`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the folder', () => {
  it('folds a sale within a few seconds by itself', async () => {
    const { occurrenceId } = await openOccurrence(t.database.db, 'Lotto Activo');
    await sell(occurrenceId, '9', 100);
    const deadline = Date.now() + 5_000;
    while ((await pendingDeltas()) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pendingDeltas()).toBe(0);
  });

  it('skips its turn while another process folds or rebuilds', async () => {
    if (!t.realPostgres) return;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(banca_rollups_lock())`);
      expect(await foldRollups(t.database.db)).toBeNull();
    });
    expect(await foldRollups(t.database.db)).not.toBeNull();
  });
});
