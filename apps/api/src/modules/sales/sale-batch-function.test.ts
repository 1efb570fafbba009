import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence } from '../../../test/sales';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/**
 * The sale function judges a batch as a whole when no play of it depends on the order of the
 * sales (migration 0009), and sells it sale by sale otherwise. Both must give, sale for sale,
 * the answers that selling the same sales one after another gives. These tests call the
 * function directly, with plays whose limits they choose, and compare the two.
 */

const NUMBERS = ['1', '2', '3'];

let t: TestApp;
let seller: { id: number; role: string; partnerId: number; agencyId: number; path: string; chain: number[] };
let occurrenceId: number;
let betTypeId: number;

beforeAll(async () => {
  t = await build();
  const [row] = await rowsOf<{ id: number; role: string; partner_id: number; parent_id: number; path: string }>(
    t.database.db,
    sql`SELECT u.id, u.role::text AS role, u.partner_id, p.parent_id, p.path
          FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.username = 'taquilla'`,
  );
  seller = {
    id: row!.id,
    role: row!.role,
    partnerId: row!.partner_id,
    agencyId: row!.parent_id,
    path: row!.path,
    chain: row!.path.split('/').filter(Boolean).map(Number),
  };
  occurrenceId = (await openOccurrence(t.database.db, 'Lotto Activo')).occurrenceId;
  betTypeId = (await rowsOf<{ id: number }>(t.database.db, sql`SELECT id FROM bet_types WHERE code = 'ANIMALITO'`))[0]!
    .id;
});
afterAll(() => t.close());

interface PlayPlan {
  number: string;
  amount: number;
}

/** One sale's payload, as the API builds it; the partners of the chain get `limits[number]` (none if missing). */
function payload(plays: PlayPlan[], limits: Record<string, (number | null)[]>, version: string) {
  return {
    user_id: seller.id,
    seller_role: seller.role,
    seller_partner_id: seller.partnerId,
    key: randomUUID(),
    request_hash: 'h',
    config_version: version,
    taquilla_id: seller.partnerId,
    agency_id: seller.agencyId,
    banca_id: seller.chain[0],
    partner_path: seller.path,
    chain: seller.chain,
    currency: 'VES',
    channel: 'WEB',
    security_code: 'ABCDEFGH',
    timezone: 'America/Caracas',
    extra_close_minutes: 0,
    occurrence_ids: [occurrenceId],
    plays: plays.map((play, index) => ({
      index,
      occurrence_id: occurrenceId,
      bet_type_id: betTypeId,
      number: play.number,
      sign: null,
      number_key: play.number,
      requested: String(play.amount),
      multiplier: '30',
      limits: seller.chain.map((_, depth) => limits[play.number]?.[depth] ?? null),
    })),
  };
}

type Answer = { error?: string; detail?: string; outcomes?: unknown };

/** An answer without what differs between two runs (ids, serials, times). */
const comparable = (answer: Answer) =>
  'error' in answer ? { error: answer.error, detail: answer.detail } : { outcomes: answer.outcomes };

async function call<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await tx.execute(query)) as unknown as { rows: { value: T }[] };
  return result.rows[0]!.value;
}

const exposure = (tx: Tx) =>
  call<Record<string, string> | null>(
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
              call<string>(tx, sql`SELECT value::text AS value FROM sale_config_version WHERE id = 1`);
            for (const [i, number] of NUMBERS.entries()) {
              const earlier = JSON.stringify([payload([{ number, amount: soldBefore[i]! }], {}, await version())]);
              if (soldBefore[i]) await call(tx, sql`SELECT banca_sell_tickets(${earlier}::jsonb) AS value`);
            }
            for (const number of blocked) {
              await tx.execute(sql`INSERT INTO blocked_numbers (product_id, number, partner_id, created_by)
                                   SELECT product_id, ${number}, ${seller.chain[0]}, ${seller.id} FROM draw_occurrences WHERE id = ${occurrenceId}`);
            }
            // Selling one sale at a time needs the exposure rows to exist, as the batch makes sure they do.
            await tx.execute(sql`INSERT INTO sales_exposure (occurrence_id, bet_type_id, number_key, partner_id, sold)
                                 SELECT ${occurrenceId}, ${betTypeId}, n, c, 0
                                   FROM unnest(${`{${NUMBERS.join(',')}}`}::text[]) n, unnest(${`{${seller.chain.join(',')}}`}::int[]) c
                                 ON CONFLICT DO NOTHING`);
            const current = await version();
            const batch = JSON.stringify(sales.map((plays) => payload(plays, limits, current)));
            await tx.execute(sql`SAVEPOINT before_batch`);
            const together = await call<Answer[]>(tx, sql`SELECT banca_sell_tickets(${batch}::jsonb) AS value`);
            const countedTogether = await exposure(tx);
            await tx.execute(sql`ROLLBACK TO SAVEPOINT before_batch`);
            const decided = await call<unknown>(tx, sql`SELECT banca_sell_batch_at_once(${batch}::jsonb) AS value`);
            if (decided === null) saleBySale++;
            else atOnce++;
            await tx.execute(sql`ROLLBACK TO SAVEPOINT before_batch`);
            const alone: Answer[] = [];
            for (const p of JSON.parse(batch) as object[]) {
              alone.push(await call<Answer>(tx, sql`SELECT banca_sell_one(${JSON.stringify(p)}::jsonb) AS value`));
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
      const version = await call<string>(tx, sql`SELECT value::text AS value FROM sale_config_version WHERE id = 1`);
      const earlier = payload([{ number: '1', amount: 100 }], {}, version);
      const reused = payload([{ number: '1', amount: 100 }], {}, version);
      await call(tx, sql`SELECT banca_sell_tickets(${JSON.stringify([earlier, reused])}::jsonb) AS value`);
      const closed = (await openOccurrence(tx, 'Lotto Activo')).occurrenceId;
      await tx.execute(sql`UPDATE draw_occurrences SET close_at = now() - interval '1 minute' WHERE id = ${closed}`);
      const suspended = (await openOccurrence(tx, 'Lotto Activo')).occurrenceId;
      await tx.execute(sql`INSERT INTO suspended_draws (occurrence_id, partner_id, reason, created_by)
                           VALUES (${suspended}, ${seller.chain[0]}, 'prueba', ${seller.id})`);
      const current = await call<string>(tx, sql`SELECT value::text AS value FROM sale_config_version WHERE id = 1`);
      const good = payload([{ number: '2', amount: 100 }], {}, current);
      const batch = [
        good,
        { ...earlier, config_version: current },
        { ...reused, config_version: current, request_hash: 'otro' },
        { ...good },
        payload([{ number: '3', amount: 100 }], {}, version === current ? '0' : version),
        { ...payload([{ number: '3', amount: 100 }], {}, current), seller_role: 'ADMIN_BANCA' },
        { ...payload([{ number: '3', amount: 100 }], {}, current), occurrence_ids: [closed] },
        { ...payload([{ number: '3', amount: 100 }], {}, current), occurrence_ids: [suspended] },
        payload([{ number: '3', amount: 100 }], { '3': [0] }, current),
      ];
      const answers = await call<(Answer & { replay?: boolean })[]>(
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
      expect(counted).toMatchObject({ [`1@${seller.partnerId}`]: '200', [`2@${seller.partnerId}`]: '100' });
      expect(counted).not.toHaveProperty(`3@${seller.partnerId}`); // nothing of it sold
    });
  });
});
