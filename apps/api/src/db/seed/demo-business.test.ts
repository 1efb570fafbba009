import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { rowsOf } from '../../lib/raw-query';
import { settleDayOf } from '../../modules/ledger/settlement-repository';
import { foldUntilCaughtUp } from '../../modules/reports/rollups-repository';
import { seedDemoBusiness, seedDemoStaff } from './demo-business';
import { seedDemoHistory } from './demo-history';

/** The demo's whole start (as loadDemoHistory), lighter in tickets: today up to now and the business around it. */
const DAYS = 60;

let t: TestApp;
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await seedDemoStaff(db);
  await seedDemoHistory(db, { fromDaysAgo: DAYS, toDaysAgo: 0, ticketsPerDay: 8 });
  await foldUntilCaughtUp(db);
  await db.transaction((tx) => seedDemoBusiness(tx, { fromDaysAgo: DAYS }));
}, 600_000);
afterAll(() => t.close());

describe('the demo business', () => {
  it('sells today up to now: the draws already run are awarded, the others open with their tickets ACTIVO', async () => {
    const today = await one<{ sold: number; later: number; wrong: number; open_wrong: number }>(
      sql`SELECT count(*)::int AS sold, count(*) FILTER (WHERE t.sold_at > now())::int AS later,
                 count(*) FILTER (WHERE t.status = 'ACTIVO' AND NOT EXISTS (
                   SELECT 1 FROM ticket_plays tp JOIN draw_occurrences o ON o.id = tp.occurrence_id
                    WHERE tp.ticket_id = t.id AND o.awarded_at IS NULL))::int AS wrong,
                 count(*) FILTER (WHERE t.status NOT IN ('ACTIVO', 'ANULADO') AND EXISTS (
                   SELECT 1 FROM ticket_plays tp JOIN draw_occurrences o ON o.id = tp.occurrence_id
                    WHERE tp.ticket_id = t.id AND o.awarded_at IS NULL))::int AS open_wrong
            FROM tickets t WHERE t.business_date = (now() AT TIME ZONE 'America/Caracas')::date`,
    );
    expect(today.sold).toBeGreaterThan(0);
    expect(today).toMatchObject({ later: 0, wrong: 0, open_wrong: 0 });
    // Today's draws still open count what their tickets hold, as the sale does.
    const exposure = await one<{ missing: number }>(
      sql`SELECT count(*)::int AS missing FROM ticket_plays tp JOIN tickets t ON t.id = tp.ticket_id
            JOIN draw_occurrences o ON o.id = tp.occurrence_id
           WHERE o.close_at > now() AND t.status <> 'ANULADO'
             AND NOT EXISTS (SELECT 1 FROM sales_exposure e WHERE e.occurrence_id = o.id AND e.number_key = tp.number_key
                               AND e.bet_type_id = tp.bet_type_id AND e.partner_id = t.banca_id)`,
    );
    expect(exposure.missing).toBe(0);
  });

  it('has partners and staff that opened before the history, a user for every partner', async () => {
    const ages = await one<{ newest_partner: string; first_sale: string; without_user: number }>(
      sql`SELECT (SELECT max(created_at)::date::text FROM partners) AS newest_partner,
                 (SELECT min(business_date)::text FROM tickets) AS first_sale,
                 (SELECT count(*)::int FROM partners p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.partner_id = p.id))
                   AS without_user`,
    );
    expect(ages.newest_partner < ages.first_sale).toBe(true);
    expect(ages.without_user).toBe(0);
  });

  it('gives every module its history: rates each day, payment methods, payments in each state with receipts, software, polla, audit', async () => {
    const counts = await one<Record<string, number>>(
      sql`SELECT (SELECT count(DISTINCT business_date)::int FROM rates r JOIN partners p ON p.id = r.partner_id
                   WHERE p.code = 'BVE') AS rate_days,
                 (SELECT count(*)::int FROM partners p
                   WHERE p.kind IN ('DISTRIBUIDOR', 'AGENCIA') AND NOT EXISTS (
                     SELECT 1 FROM payment_methods m LEFT JOIN agency_config ac ON ac.partner_id = p.id
                      WHERE m.partner_id = coalesce(ac.payments_responsible_partner_id, p.parent_id) AND m.active)) AS payee_without_methods,
                 (SELECT count(*)::int FROM payments WHERE status = 'CONFIRMED') AS confirmed,
                 (SELECT count(*)::int FROM payments WHERE status = 'PENDING') AS pending,
                 (SELECT count(*)::int FROM payments WHERE status = 'REJECTED') AS rejected,
                 (SELECT count(*)::int FROM payments pm WHERE NOT EXISTS (SELECT 1 FROM payment_images i WHERE i.payment_id = pm.id))
                   AS without_receipt,
                 (SELECT count(*)::int FROM payments pm WHERE pm.status = 'CONFIRMED' AND NOT EXISTS (
                    SELECT 1 FROM ledger_entries e WHERE e.payment_id = pm.id AND e.amount = pm.amount)) AS confirmed_unbooked,
                 (SELECT count(DISTINCT channel)::int FROM software_versions) AS channels,
                 (SELECT count(*)::int FROM polla_types WHERE status = 'ACTIVE') AS polla_types,
                 (SELECT count(DISTINCT at::date)::int FROM audit_log WHERE action = 'LOGIN') AS login_days,
                 (SELECT count(*)::int FROM audit_log WHERE action = 'SETTLE') AS settle_rows`,
    );
    expect(counts.rate_days).toBe(DAYS + 1);
    expect(counts).toMatchObject({ payee_without_methods: 0, without_receipt: 0, confirmed_unbooked: 0, channels: 2 });
    for (const key of ['confirmed', 'pending', 'rejected', 'polla_types', 'settle_rows'])
      expect(counts[key], key).toBeGreaterThan(0);
    expect(counts.login_days).toBeGreaterThan(DAYS - 5);
  });

  it('settles every day from the first of the history, in agreement with the rollups, and every banca earns', async () => {
    const ledger = await one<{ first_settled: string; first_sale: string; days: number }>(
      sql`SELECT (SELECT min(business_date)::text FROM ledger_entries WHERE kind = 'SETTLEMENT') AS first_settled,
                 (SELECT min(business_date)::text FROM tickets) AS first_sale,
                 (SELECT count(DISTINCT business_date)::int FROM ledger_entries WHERE kind = 'SETTLEMENT') AS days`,
    );
    expect(ledger.first_settled).toBe(ledger.first_sale);
    expect(ledger.days).toBeGreaterThanOrEqual(DAYS);
    // Settling a past day again posts nothing: what is posted is what the rollups say.
    const [day] = await rows<{ day: string }>(sql`SELECT (min(business_date) + 10)::text AS day FROM tickets`);
    const lines = await settleDayOf(t.database.db, '%', day!.day, null);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.difference !== '0' || line.entry_id !== null)).toEqual([]);
    const sums = await one<{ settled: string; rolled: string }>(
      sql`SELECT (SELECT sum(sales)::text FROM banca_settle_day('%', ${day!.day}::date, NULL) s
                    JOIN partners p ON p.id = s.partner_id WHERE p.kind = 'AGENCIA') AS settled,
                 (SELECT sum(sold_amount - annulled_amount)::text FROM daily_rollups WHERE business_date = ${day!.day}::date)
                   AS rolled`,
    );
    expect(sums.settled).toBe(sums.rolled);
    // What each banca earned over the history: the settlement legs its direct partners owe it.
    const earned = await rows<{ code: string; earned: string }>(
      sql`SELECT b.code, coalesce(sum(l.amount), 0)::text AS earned
            FROM partners b
            LEFT JOIN ledger_legs l ON l.partner_id = b.id
             AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.id = l.entry_id AND e.kind = 'SETTLEMENT')
           WHERE b.kind = 'BANCA' GROUP BY b.code ORDER BY b.code`,
    );
    expect(earned.map((row) => row.code)).toEqual(['BCO', 'BPA', 'BVE']);
    for (const row of earned) expect(BigInt(row.earned), row.code).toBeGreaterThan(0n);
    const withoutCommission = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM partners b WHERE b.kind = 'BANCA' AND NOT EXISTS (
            SELECT 1 FROM commissions c JOIN partners p ON p.id = c.partner_id WHERE p.path LIKE b.path || '%')`,
    );
    expect(withoutCommission.n).toBe(0);
  });

  it("leaves prizes to pay at the demo seller's agency", async () => {
    const unpaid = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tickets t JOIN partners a ON a.id = t.agency_id
           WHERE a.code = 'ACE1' AND t.status = 'PREMIADO' AND t.prize_expires_at > now()`,
    );
    expect(unpaid.n).toBeGreaterThan(0);
  });
});
