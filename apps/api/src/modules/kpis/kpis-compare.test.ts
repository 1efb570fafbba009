import { kpiSummary, type KpiSummary } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence } from '../../../test/sales';
import { signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';
import { addTaquilla, kpi, pastTicket } from '../../../test/kits/kpis-test-kit';

let t: TestApp;
let token: string;
let occurrence: number;
const ZONE = 'America/Caracas';

beforeAll(async () => {
  t = await build();
  token = (await signInAs(t.app, 'admin')).access_token;
  occurrence = (await openOccurrence(t.database.db, 'Lotto Activo')).occurrenceId;
});
afterAll(() => t.close());

/** Moves a ticket within its business day: halfway from midnight to the time now, or from it to midnight. */
async function soldAt(ticketId: number, when: 'before' | 'after') {
  await t.database.db.execute(sql`
    UPDATE tickets SET sold_at = ((business_date::timestamp + CASE ${when} WHEN 'before'
                                   THEN ((now() AT TIME ZONE ${ZONE})::time - time '00:00') / 2
                                   ELSE ((now() AT TIME ZONE ${ZONE})::time - time '00:00')
                                        + (interval '24 hours' - ((now() AT TIME ZONE ${ZONE})::time - time '00:00')) / 2 END)
                                  AT TIME ZONE ${ZONE})
     WHERE id = ${ticketId}`);
}

describe('the dashboard summary of today', () => {
  it('compares today until now with the same weekday a week before until the same time, not the whole day', async () => {
    const db = t.database.db;
    const fresh = await addTaquilla(db, 'ACE1-T8', 'ACE1');
    const earlier = await pastTicket(db, 'ACE1-T8', 7, { occurrence, number: '5', amount: 3_000n });
    const later = await pastTicket(db, 'ACE1-T8', 7, { occurrence, number: '6', amount: 7_000n });
    await soldAt(earlier.id, 'before');
    await soldAt(later.id, 'after');
    await pastTicket(db, 'ACE1-T8', 0, { occurrence, number: '7', amount: 1_000n });
    await foldUntilCaughtUp(db);
    const [day] = await rowsOf<{ today: string; week_ago: string }>(
      db,
      sql`SELECT (now() AT TIME ZONE ${ZONE})::date::text AS today, ((now() AT TIME ZONE ${ZONE})::date - 7)::text AS week_ago`,
    );

    const summary = await kpi<KpiSummary['data'][number]>(t.app, token, kpiSummary, { partner_id: fresh.id }, ZONE);
    expect(summary.status).toBe(200);
    const body = summary.body as unknown as KpiSummary;
    expect([body.from_date, body.compare_from_date, body.compare_to_date]).toEqual([
      day!.today,
      day!.week_ago,
      day!.week_ago,
    ]);
    expect(body.compare_until).toMatch(/^\d{2}:\d{2}$/);
    const bs = body.data.find((row) => row.currency === 'BS')!;
    expect(bs.current).toMatchObject({ sales: '1000', tickets: 1 });
    // Only the ticket sold a week ago before this time of the day counts.
    expect(bs.previous).toMatchObject({ sales: '3000', tickets: 1, annulled_tickets: 0 });

    // Any other day is compared whole.
    const wholeDay = await kpi<KpiSummary['data'][number]>(
      t.app,
      token,
      kpiSummary,
      { from_date: earlier.businessDate, to_date: earlier.businessDate, partner_id: fresh.id },
      ZONE,
    );
    const whole = wholeDay.body as unknown as KpiSummary;
    expect(whole.compare_until).toBeNull();
    expect(whole.data.find((row) => row.currency === 'BS')!.current).toMatchObject({ sales: '10000', tickets: 2 });
  });
});
