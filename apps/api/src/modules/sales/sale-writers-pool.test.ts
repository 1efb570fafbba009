import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build';
import { animalito, buildSellingLotto, type openOccurrence, sellRequest, setLimits } from '../../../test/sales';
import { SALE_WRITERS_APPLICATION } from './sale-writers-database';

// The sale writers write on connections of their own (ADR 029): a sale goes through while every
// connection of the shared pool is held by slow reads, as the managers' are before a close.
let t: TestApp;
let seller: string;
let lotto: Awaited<ReturnType<typeof openOccurrence>>;
const LOCK = 7_102_029;

beforeAll(async () => {
  ({ t, seller, lotto } = await buildSellingLotto());
  await setLimits(t.database.db, lotto.productId, {});
});
afterAll(() => t.close());

describe('the sale writers', () => {
  it('sell while every connection of the shared pool is busy, on connections named apart', async (context) => {
    if (!t.realPostgres) context.skip('PostgreSQL only: the embedded database has one connection');
    const play = animalito(lotto.occurrenceId, '7', '100');
    // A first sale fills the seller's and the catalogue's caches, as a taquilla's first ticket does.
    expect((await sellRequest(t.app, seller, { plays: [play] })).statusCode).toBe(200);
    const holder = new pg.Client({ connectionString: t.databaseUrl! });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [LOCK]);
      const { max } = t.database.pool!.figures();
      // Every shared connection waits on the lock, and one more read queues for a connection.
      // (A query of the database's runs once awaited: each is started here.)
      const reads = Array.from({ length: max + 1 }, async () =>
        t.database.db.execute(sql`SELECT pg_advisory_lock_shared(${LOCK}), pg_advisory_unlock_shared(${LOCK})`),
      );
      await expect.poll(() => t.database.pool!.figures().waiting, { timeout: 10_000 }).toBeGreaterThan(0);
      const stuck = new Promise<'atascada'>((resolve) => setTimeout(() => resolve('atascada'), 10_000));
      const sale = sellRequest(t.app, seller, { plays: [play] });
      const first = await Promise.race([sale, stuck]);
      expect(first).not.toBe('atascada');
      expect((await sale).statusCode).toBe(200);
      const named = await holder.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
        [SALE_WRITERS_APPLICATION],
      );
      expect(named.rows[0]!.n).toBeGreaterThanOrEqual(1);
      await holder.query('SELECT pg_advisory_unlock($1)', [LOCK]);
      await Promise.all(reads);
    } finally {
      await holder.end();
    }
  });
});
