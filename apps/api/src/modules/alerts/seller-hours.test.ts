import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDay, ZONE } from '../../../test/anomaly-day';
import { build, type TestApp } from '../../../test/build';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';
import { countSellerHours } from './rules/seller-hours-repository';
import { sellerRateCauses } from './rules/seller-rate-repository';

/**
 * The seller-rate baseline (ADR 061): the hourly counts equal the tickets behind the fold's mark,
 * each ticket counted once however many passes run at the same time, and the rule judges from
 * the counts — a burst the counts hold is found even after its history's tickets are gone.
 */

let t: TestApp;
const at = new Date('2032-05-04T18:00:00Z');
beforeAll(async () => {
  t = await build();
  await generateDay(t.database.db, at, 0.31, 'SH');
}, 120_000);
afterAll(() => t.close());

/** Per seller, local day and hour: the tickets as the baseline holds them, and as the tickets say. */
const counted = () =>
  rowsOf<{ seller_id: number; day: string; hour: number; tickets: number }>(
    t.database.db,
    sql`SELECT seller_id, day::text AS day, hour, tickets FROM seller_hour_counts
         WHERE day >= current_date - 92 ORDER BY 1, 2, 3`,
  );
const actual = () =>
  rowsOf<{ seller_id: number; day: string; hour: number; tickets: number }>(
    t.database.db,
    sql`SELECT t.seller_id, (t.sold_at AT TIME ZONE ${ZONE})::date::text AS day,
               extract(hour FROM t.sold_at AT TIME ZONE ${ZONE})::int AS hour, count(*)::int AS tickets
          FROM tickets t WHERE t.id <= (SELECT counted_ticket_id FROM anomaly_watch_state)
           AND (t.sold_at AT TIME ZONE ${ZONE})::date >= current_date - 92
         GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );

describe('the seller-rate baseline', () => {
  it('counts every folded ticket once, even with three passes at the same time', async () => {
    const db = t.database.db;
    await Promise.all([countSellerHours(db), countSellerHours(db), countSellerHours(db)]);
    const [state] = await rowsOf<{ counted: string; folded: string }>(
      db,
      sql`SELECT w.counted_ticket_id::text AS counted, r.folded_ticket_id::text AS folded
            FROM anomaly_watch_state w, rollup_state r`,
    );
    expect(state!.counted).toBe(state!.folded);
    const rows = await counted();
    expect(rows.reduce((sum, row) => sum + row.tickets, 0)).toBeGreaterThan(8_000);
    expect(rows).toEqual(await actual());
  });

  it('judges from the counts: a burst over the usual raises, read from the baseline, not from past tickets', async () => {
    const db = t.database.db;
    // The seller of ACE3-T1 sold 30 tickets in the hour before `at`, ten times its usual 3.
    await db.execute(
      sql`INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                               currency, total, channel, status, sold_at, business_date, prize_total)
          SELECT 'SHB-' || n, 'CODE', tq.id, tq.parent_id, split_part(tq.path, '/', 2)::int, tq.path,
                 string_to_array(trim(both '/' FROM tq.path), '/')::int[], u.id, tq.currency, 1000, 'WEB', 'ACTIVO',
                 ${at.toISOString()}::timestamptz - make_interval(mins => n), (${at.toISOString()}::timestamptz AT TIME ZONE ${ZONE})::date, 0
            FROM partners tq JOIN users u ON u.username = 'ace3-t1', generate_series(1, 30) AS n WHERE tq.code = 'ACE3-T1'`,
    );
    // Not folded yet: the baseline does not see it, nor does the rule.
    expect((await sellerRateCauses(db, at)).map((cause) => cause.evidence.seller)).not.toContain('ace3-t1');
    await foldUntilCaughtUp(db);
    // The past days' tickets of the seller leave the table; their counts stay and still give its usual.
    const [usual] = await rowsOf<{ tickets: number }>(
      db,
      sql`SELECT coalesce(sum(c.tickets), 0)::int AS tickets FROM seller_hour_counts c JOIN users u ON u.id = c.seller_id
           WHERE u.username = 'ace3-t1' AND c.hour = 13 AND c.day < (${at.toISOString()}::timestamptz AT TIME ZONE ${ZONE})::date
             AND c.day >= (${at.toISOString()}::timestamptz AT TIME ZONE ${ZONE})::date - 14`,
    );
    await db.execute(
      sql`UPDATE tickets SET seller_id = (SELECT id FROM users WHERE username = 'admin')
           WHERE serial LIKE 'SH-%' AND seller_id = (SELECT id FROM users WHERE username = 'ace3-t1')
             AND sold_at < ${at.toISOString()}::timestamptz - interval '2 hours'`,
    );
    const [cause] = (await sellerRateCauses(db, at)).filter((found) => found.evidence.seller === 'ace3-t1');
    expect(cause).toMatchObject({
      causeKey: expect.stringMatching(/^seller:\d+:\d{4}-\d{2}-\d{2}T13$/),
      evidence: {
        hour: '13:00',
        tickets_in_hour: expect.any(Number),
        usual_per_hour: (usual!.tickets / 14).toFixed(1),
      },
    });
    expect(Number(cause!.evidence.tickets_in_hour)).toBeGreaterThanOrEqual(30);
    expect(cause!.ticketIds.length).toBe(Math.min(50, Number(cause!.evidence.tickets_in_hour)));
  });
});
