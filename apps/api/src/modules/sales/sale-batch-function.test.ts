import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence } from '../../../test/sales';
import type { Tx } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { rowsOf } from '../../lib/raw-query';
import { loadPrincipal } from '../auth';
import type { PlannedPlay } from './plan-sale';
import { loadSellingTaquilla, type SellingTaquilla } from './seller';
import { salePayload } from './create-sale';

/**
 * The sale function judges a batch as a whole when no play of it depends on the order of the
 * sales (db/sql/banca_plan_sales.sql), and sells it sale by sale otherwise. Both must give, sale for sale,
 * the answers that selling the same sales one after another gives, and count each play against
 * the partners given a limit, and only those (db/sql/banca_limit_set.sql). These tests call the
 * function directly, with plays whose limits they choose, and compare the two.
 */

const NUMBERS = ['1', '2', '3'];

let t: TestApp;
let principal: Principal;
let taquilla: SellingTaquilla;
let occurrenceId: number;
let betTypeId: number;

beforeAll(async () => {
  t = await build();
  const [user] = await rowsOf<{ id: number }>(t.database.db, sql`SELECT id FROM users WHERE username = 'taquilla'`);
  principal = (await loadPrincipal(t.database.db, user!.id))!;
  taquilla = (await loadSellingTaquilla(t.database.db, principal.partner.id))!;
  occurrenceId = (await openOccurrence(t.database.db, 'Lotto Activo')).occurrenceId;
  const [betType] = await rowsOf<{ id: number }>(t.database.db, sql`SELECT id FROM bet_types WHERE code = 'ANIMALITO'`);
  betTypeId = betType!.id;
});
afterAll(() => t.close());

interface PlayPlan {
  number: string;
  amount: number;
}

/** One sale as the API hands it to the sale function; the partners of the chain get `limits[number]` (none if missing). */
function payload(plays: PlayPlan[], limits: Record<string, (number | null)[]>, version: string) {
  const planned: PlannedPlay[] = plays.map((play, index) => ({
    index,
    occurrence_id: occurrenceId,
    bet_type_id: betTypeId,
    number: play.number,
    sign: null,
    number_key: play.number,
    requested: String(play.amount),
    multiplier: '30',
    limits: taquilla.chain.map((_, depth) => limits[play.number]?.[depth]?.toString() ?? null),
  }));
  const call = {
    principal,
    taquilla,
    version,
    key: randomUUID(),
    hash: 'h',
    securityCode: 'ABCDEFGH',
    body: { plays: [], channel: 'WEB' as const },
  };
  return JSON.parse(salePayload(call, planned)) as Record<string, unknown>;
}

type Answer = { error?: string; detail?: string; outcomes?: unknown };

/** An answer without what differs between two runs (ids, serials, times). */
const comparable = (answer: Answer) =>
  'error' in answer ? { error: answer.error, detail: answer.detail } : { outcomes: answer.outcomes };

/** The `value` column of a query's first row. */
const valueOf = async <T>(tx: Tx, query: SQL) => (await rowsOf<{ value: T }>(tx, query))[0]!.value;

const exposure = (tx: Tx) =>
  valueOf<Record<string, string> | null>(
    tx,
    sql`SELECT jsonb_object_agg(number_key || '@' || partner_id, sold::text) AS value FROM sales_exposure WHERE occurrence_id = ${occurrenceId}`,
  );

/** Runs `work` in a transaction that is always rolled back, so every case starts from the same state. */
async function rolledBack(work: (tx: Tx) => Promise<void>) {
  const undo = new Error('deshacer');
  await t.database.db
    .transaction(async (tx) => {
      await work(tx);
      throw undo;
    })
    .catch((error) => {
      if (error !== undo) throw error;
    });
}

const sale = fc
  .array(
    fc.record({ number: fc.constantFrom(...NUMBERS), amount: fc.integer({ min: 1, max: 15 }).map((n) => n * 100) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .filter((plays) => new Set(plays.map((play) => play.number)).size === plays.length);
const limit = fc.option(
  fc.integer({ min: 0, max: 30 }).map((n) => n * 100),
  { nil: null },
);

describe('the sale function on a batch', () => {
  it('answers every sale of a batch as selling them one after another does, and counts the same', async () => {
    let atOnce = 0;
    let saleBySale = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(sale, { minLength: 1, maxLength: 10 }),
        fc.record(Object.fromEntries(NUMBERS.map((n) => [n, fc.array(limit, { minLength: 4, maxLength: 4 })]))),
        fc.array(fc.constantFrom(...NUMBERS), { maxLength: 1 }),
        fc.array(
          fc.integer({ min: 0, max: 15 }).map((n) => n * 100),
          { minLength: 3, maxLength: 3 },
        ),
        async (sales, limits, blocked, soldBefore) => {
          await rolledBack(async (tx) => {
            const version = () =>
              valueOf<string>(tx, sql`SELECT value::text AS value FROM sale_config_version WHERE id = 1`);
            for (const [i, number] of NUMBERS.entries()) {
              const earlier = JSON.stringify([payload([{ number, amount: soldBefore[i]! }], limits, await version())]);
              if (soldBefore[i]) await valueOf(tx, sql`SELECT banca_sell_tickets(${earlier}::jsonb) AS value`);
            }
            for (const number of blocked) {
              await tx.execute(sql`INSERT INTO blocked_numbers (product_id, number, partner_id, created_by)
                                   SELECT product_id, ${number}, ${taquilla.chain[0]}, ${principal.id} FROM draw_occurrences WHERE id = ${occurrenceId}`);
            }
            // Selling one sale at a time needs the exposure rows of the partners with a limit to
            // exist, as the batch makes sure they do.
            const rows = NUMBERS.flatMap((n) =>
              taquilla.chain.filter((_, depth) => limits[n]?.[depth] != null).map((partnerId) => ({ n, partnerId })),
            );
            await tx.execute(sql`INSERT INTO sales_exposure (occurrence_id, bet_type_id, number_key, partner_id, sold)
                                 SELECT ${occurrenceId}, ${betTypeId}, n, c, 0
                                   FROM unnest(${`{${rows.map((row) => row.n).join(',')}}`}::text[],
                                               ${`{${rows.map((row) => row.partnerId).join(',')}}`}::int[]) AS u(n, c)
                                 ON CONFLICT DO NOTHING`);
            const current = await version();
            const batch = JSON.stringify(sales.map((plays) => payload(plays, limits, current)));
            await tx.execute(sql`SAVEPOINT before_batch`);
            const together = await valueOf<Answer[]>(tx, sql`SELECT banca_sell_tickets(${batch}::jsonb) AS value`);
            const countedTogether = await exposure(tx);
            await tx.execute(sql`ROLLBACK TO SAVEPOINT before_batch`);
            const decided = await valueOf<unknown>(tx, sql`SELECT banca_sell_batch_at_once(${batch}::jsonb) AS value`);
            if (decided === null) saleBySale++;
            else atOnce++;
            await tx.execute(sql`ROLLBACK TO SAVEPOINT before_batch`);
            const alone: Answer[] = [];
            for (const p of JSON.parse(batch) as object[]) {
              alone.push(await valueOf<Answer>(tx, sql`SELECT banca_sell_one(${JSON.stringify(p)}::jsonb) AS value`));
            }
            expect(together.map(comparable)).toEqual(alone.map(comparable));
            expect(countedTogether).toEqual(await exposure(tx));
          });
        },
      ),
      { numRuns: 60 },
    );
    // Both ways were really taken.
    expect(atOnce).toBeGreaterThan(5);
    expect(saleBySale).toBeGreaterThan(5);
  });

  it('refuses each sale of a batch for its own reason and sells the rest', async () => {
    await rolledBack(async (tx) => {
      const version = await valueOf<string>(tx, sql`SELECT value::text AS value FROM sale_config_version WHERE id = 1`);
      // Every partner of the chain sets a limit it never meets, so every one of them counts.
      const roomy = Object.fromEntries(NUMBERS.map((n) => [n, taquilla.chain.map(() => 100_000)]));
      const earlier = payload([{ number: '1', amount: 100 }], roomy, version);
      const reused = payload([{ number: '1', amount: 100 }], roomy, version);
      await valueOf(tx, sql`SELECT banca_sell_tickets(${JSON.stringify([earlier, reused])}::jsonb) AS value`);
      const closed = (await openOccurrence(tx, 'Lotto Activo')).occurrenceId;
      await tx.execute(sql`UPDATE draw_occurrences SET close_at = now() - interval '1 minute' WHERE id = ${closed}`);
      const suspended = (await openOccurrence(tx, 'Lotto Activo')).occurrenceId;
      await tx.execute(sql`INSERT INTO suspended_draws (occurrence_id, partner_id, reason, created_by)
                           VALUES (${suspended}, ${taquilla.chain[0]}, 'prueba', ${principal.id})`);
      const current = await valueOf<string>(tx, sql`SELECT value::text AS value FROM sale_config_version WHERE id = 1`);
      const good = payload([{ number: '2', amount: 100 }], roomy, current);
      const batch = [
        good,
        { ...earlier, config_version: current },
        { ...reused, config_version: current, request_hash: 'otro' },
        { ...good },
        payload([{ number: '3', amount: 100 }], roomy, version === current ? '0' : version),
        { ...payload([{ number: '3', amount: 100 }], roomy, current), seller_role: 'ADMIN_BANCA' },
        { ...payload([{ number: '3', amount: 100 }], roomy, current), occurrence_ids: [closed] },
        { ...payload([{ number: '3', amount: 100 }], roomy, current), occurrence_ids: [suspended] },
        payload([{ number: '3', amount: 100 }], { '3': [0] }, current),
      ];
      const answers = await valueOf<(Answer & { replay?: boolean })[]>(
        tx,
        sql`SELECT banca_sell_tickets(${JSON.stringify(batch)}::jsonb) AS value`,
      );
      expect(answers.map((answer) => answer.error ?? (answer.replay ? 'replay' : 'sold'))).toEqual([
        'sold',
        'replay',
        'BN005',
        'BN004',
        'BN009',
        'BN006',
        'BN001',
        'BN002',
        'BN003',
      ]);
      const counted = await exposure(tx);
      expect(counted).toMatchObject({ [`1@${principal.partner.id}`]: '200', [`2@${principal.partner.id}`]: '100' });
      expect(counted).toMatchObject({ [`1@${taquilla.chain[0]}`]: '200', [`2@${taquilla.chain[0]}`]: '100' });
      expect(counted).not.toHaveProperty(`3@${principal.partner.id}`); // nothing of it sold
    });
  });
});
