import { saveResult } from '@banca/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyIntegrity } from '../../../../../scripts/integrity/verify-integrity';
import type { Db } from '../../db/client';
import { cursorRows } from '../../lib/file-answer';
import { integrityTestKit, type IntegrityTestKit } from '../../../test/kits/integrity-test-kit';
import { writeTestTicket } from '../../../test/kits/results-test-kit';
import { ensureOccurrences } from '../draws';
import { sealClosedDraws } from './draw-sealer-job';
import { transactionsBeforeClose } from './seal-repository';

// Sales in flight at the close (ADR 060): a sale whose transaction began before the close may
// commit after it, and the seal must count it. Only the real PostgreSQL has other connections.
const onPostgres = Boolean(inject('pgTemplate'));

let k: IntegrityTestKit;
/** A connection of its own for the sale held open across the close. */
let seller: pg.Client;
const draws = { waited: 0, refused: 0 };

const sealsOf = (occurrence: number) =>
  k.query<{ tickets: number; plays: number }>(
    `SELECT sum(tickets)::int AS tickets, sum(plays)::int AS plays FROM draw_seals WHERE occurrence_id = $1 HAVING count(*) > 0`,
    [occurrence],
  );
const closeNow = (occurrence: number) =>
  k.query(
    `UPDATE draw_occurrences SET open_at = now() - interval '3 hours', close_at = clock_timestamp(),
            draw_at = clock_timestamp() + interval '1 second' WHERE id = $1`,
    [occurrence],
  );
const play = (occurrence: number, number: string) => ({
  occurrence,
  betType: 'TRIPLE' as const,
  number,
  amount: '500',
  multiplier: '600',
});
const save = (occurrence: number) =>
  k.call('admin', {
    method: 'POST',
    url: saveResult.path,
    payload: { occurrence_id: occurrence, number: '123', sign: 4 },
  });

beforeAll(async () => {
  if (!onPostgres) return;
  k = await integrityTestKit();
  await ensureOccurrences(k.db);
  const open = await k.query<{ id: number }>(
    `SELECT o.id FROM draw_occurrences o JOIN products p ON p.id = o.product_id
      WHERE p.name = 'Triple Caracas' AND o.close_at > now() ORDER BY o.close_at LIMIT 2`,
  );
  [draws.waited, draws.refused] = open.map((row) => row.id) as [number, number];
  await writeTestTicket(k.db, 'ACE1-T1', [play(draws.waited, '111')]);
  seller = new pg.Client({ connectionString: k.t.databaseUrl! });
  await seller.connect();
}, 120_000);
afterAll(async () => {
  await seller?.end();
  await k?.close();
});

describe.skipIf(!onPostgres)('a seal and the sales in flight at the close', () => {
  it('waits for a sale that began before the close, and counts it once it commits', async () => {
    await seller.query('BEGIN');
    await writeTestTicket(drizzle(seller) as unknown as Db, 'ACE2-T1', [
      play(draws.waited, '222'),
      play(draws.waited, '333'),
    ]);
    await closeNow(draws.waited);
    const saving = save(draws.waited);
    await new Promise((resolve) => setTimeout(resolve, 600));
    // The result is waiting for the sale: nothing is sealed yet.
    expect(await sealsOf(draws.waited)).toEqual([]);
    await seller.query('COMMIT');
    const saved = await saving;
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await sealsOf(draws.waited)).toEqual([{ tickets: 2, plays: 3 }]);
    expect(await verifyIntegrity(k.query)).toMatchObject({ ok: true, problem: null });
  });

  it('leaves the draw for the next run, and answers a result with a 409 in Spanish, while such a sale stays open', async () => {
    await seller.query('BEGIN');
    await writeTestTicket(drizzle(seller) as unknown as Db, 'ACE1-T2', [play(draws.refused, '444')]);
    await closeNow(draws.refused);
    try {
      await sealClosedDraws(k.db, k.zone, { waitMs: 300 });
      expect(await sealsOf(draws.refused)).toEqual([]);
      const refused = await save(draws.refused);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(
        /ventas de este sorteo en curso de antes de su cierre/,
      );
      expect(refused.headers['retry-after']).toBe('5');
      expect(await sealsOf(draws.refused)).toEqual([]);
    } finally {
      await seller.query('COMMIT');
    }
    expect((await sealClosedDraws(k.db, k.zone)).draws).toBeGreaterThanOrEqual(1);
    expect(await sealsOf(draws.refused)).toEqual([{ tickets: 1, plays: 1 }]);
  }, 30_000);

  it('does not wait for a file being read since before the close, only for the other transactions', async () => {
    const [occurrence] = await k.query<{ id: number }>(
      `SELECT o.id FROM draw_occurrences o WHERE o.close_at > now() ORDER BY o.close_at DESC LIMIT 1`,
    );
    const reading = cursorRows<{ n: number }>(k.db, sql`SELECT n FROM generate_series(1, 10) n`, 1);
    expect((await reading.next()).value).toEqual({ n: 1 });
    await seller.query('BEGIN');
    await seller.query('SELECT 1');
    await closeNow(occurrence!.id);
    try {
      // The export's transaction began before the close as well, and is still open (polled: a
      // job's short transaction may also be in course at the close).
      await expect.poll(() => transactionsBeforeClose(k.db, occurrence!.id)).toBe(1);
    } finally {
      await seller.query('COMMIT');
    }
    await expect.poll(() => transactionsBeforeClose(k.db, occurrence!.id)).toBe(0);
    await reading.return(undefined);
  });
});
