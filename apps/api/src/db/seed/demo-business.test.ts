import { normalizeWinnerDocument, ZPrizeWinnerInput, type Currency } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { rowsOf } from '../../lib/raw-query';
import { settleDayOf } from '../../modules/ledger';
import { foldUntilCaughtUp } from '../../modules/rollups';
import { claimTicketEvents, REGISTER_COLUMNS, REGISTER_FROM, toRegister, type RawRegister } from '../../modules/cash';
import { registerViews } from '../../modules/cash';
import { seedDemoBusiness, seedDemoStaff } from './demo-business';
import { RETURN_OBSERVATION } from './demo-cash';
import { DEMO_HISTORY, seedDemoHistory } from './demo-history';
import { POLLA_DAYS } from './demo-polla';

/** The demo's whole start (as loadDemoHistory), at its size: the demo seller's agency is sampled as a person meets it. */
const DAYS = 60;
const TODAY = sql`(now() AT TIME ZONE 'America/Caracas')::date`;

let t: TestApp;
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

beforeAll(async () => {
  // No job runs: the demo is loaded before the server starts its jobs.
  t = await build({ jobsPollMs: 0 });
  const db = t.database.db;
  await seedDemoStaff(db);
  await seedDemoHistory(db, { fromDaysAgo: DAYS, toDaysAgo: 0, ticketsPerDay: DEMO_HISTORY.ticketsPerDay });
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
    // Today's draws still open count what their tickets hold against the banca's limits, as the sale does.
    const exposure = await one<{ missing: number }>(
      sql`SELECT count(*)::int AS missing FROM ticket_plays tp JOIN tickets t ON t.id = tp.ticket_id
            JOIN draw_occurrences o ON o.id = tp.occurrence_id
           WHERE o.close_at > now() AND t.status <> 'ANULADO'
             AND banca_limit_set(t.banca_id, o.product_id, o.draw_id, tp.bet_type_id)
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

  it("identifies the winners of every payment from each banca's round threshold, with a valid document for its country", async () => {
    const bancas = await rows<{
      code: string;
      currency: Currency;
      threshold: string | null;
      above: number;
      identified: number;
    }>(
      sql`SELECT b.code, b.currency, bs.identify_winners_from::text AS threshold,
                 count(pp.id) FILTER (WHERE pp.amount >= bs.identify_winners_from)::int AS above,
                 count(pw.id)::int AS identified
            FROM partners b JOIN banca_settings bs ON bs.partner_id = b.id
            LEFT JOIN tickets t ON t.banca_id = b.id
            LEFT JOIN prize_payments pp ON pp.ticket_id = t.id
            LEFT JOIN prize_winners pw ON pw.payment_id = pp.id
           WHERE b.kind = 'BANCA' GROUP BY b.code, b.currency, bs.identify_winners_from ORDER BY b.code`,
    );
    const venezuela = bancas.find((banca) => banca.currency === 'BS')!;
    expect(venezuela.threshold).toMatch(/^[1-9]0*$/);
    for (const banca of bancas.filter((b) => b.threshold !== null)) {
      expect(banca.identified, banca.code).toBe(banca.above);
      expect(banca.identified, banca.code).toBeGreaterThan(0);
    }
    const documents = await rows<{ document: string; currency: Currency; name: string; phone: string }>(
      sql`SELECT pw.document, b.currency, pw.name, pw.phone FROM prize_winners pw JOIN partners b ON b.id = pw.banca_id`,
    );
    for (const winner of documents) {
      expect(normalizeWinnerDocument(winner.document, winner.currency), winner.document).toBe(winner.document);
      expect(ZPrizeWinnerInput.parse(winner)).toMatchObject({ name: winner.name });
    }
  });

  it("keeps an arqueo of every taquilla and day: past ones approved but yesterday's two, today's open, two transactions pending", async () => {
    const states = await rows<{ code: string; status: string; day: string; observation: string | null }>(
      sql`SELECT tq.code, r.status, (CASE WHEN r.business_date = (now() AT TIME ZONE 'America/Caracas')::date THEN 'today'
                                         WHEN r.business_date = (now() AT TIME ZONE 'America/Caracas')::date - 1 THEN 'yesterday'
                                         ELSE 'before' END) AS day, r.observation
            FROM cash_registers r JOIN partners tq ON tq.id = r.taquilla_id
            JOIN partners b ON b.id = split_part(trim(both '/' FROM tq.path), '/', 1)::int
           WHERE b.code = 'BVE'`,
    );
    const taquillas = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM partners tq WHERE tq.kind = 'TAQUILLA' AND tq.status = 'ACTIVE' AND tq.path LIKE
            (SELECT path FROM partners WHERE code = 'BVE') || '%'`,
    );
    expect(states.length).toBe(taquillas.n * (DAYS + 1));
    expect(states.filter((r) => r.day === 'today').every((r) => r.status === 'CREATED')).toBe(true);
    expect(states.filter((r) => r.day === 'before').every((r) => r.status === 'APPROVED')).toBe(true);
    const yesterday = states.filter((r) => r.day === 'yesterday' && r.status !== 'APPROVED');
    expect(yesterday).toEqual(
      expect.arrayContaining([
        { code: 'ACE1-T1', status: 'SENT', day: 'yesterday', observation: null },
        { code: 'ACE1-T2', status: 'RETURNED', day: 'yesterday', observation: RETURN_OBSERVATION },
      ]),
    );
    expect(yesterday).toHaveLength(2);
    const pending = await rows<{ code: string; kind: string }>(
      sql`SELECT tq.code, m.kind FROM cash_movements m JOIN partners tq ON tq.id = m.taquilla_id
           WHERE m.status = 'PENDIENTE' AND m.cash_register_id IS NULL ORDER BY tq.code`,
    );
    expect(pending).toEqual([
      { code: 'ACE1-T1', kind: 'EGRESO' },
      { code: 'ACE1-T2', kind: 'INGRESO' },
    ]);
  });

  it("counts in each register what the product counts: its own day's sales, annulments and movements, nothing left to claim", async () => {
    const registers = (
      await rows<RawRegister>(
        sql`SELECT ${REGISTER_COLUMNS} FROM ${REGISTER_FROM} WHERE r.status <> 'CREATED' ORDER BY r.id`,
      )
    ).map(toRegister);
    expect(registers.length).toBeGreaterThan(DAYS * 10);
    const views = await registerViews(t.database.db, registers);
    // The same figures computed directly from the tickets and movements of each register's day (ADR 052).
    const direct = await rows<{
      id: number;
      expected: string;
      counted: string;
      off_day: number;
      approved_expected: string | null;
    }>(
      sql`SELECT r.id, (r.opening_fund
                 + coalesce((SELECT sum(t.total) FROM tickets t WHERE t.taquilla_id = r.taquilla_id AND t.currency = r.currency
                               AND t.business_date = r.business_date), 0)
                 - coalesce((SELECT sum(t.total) FROM tickets t WHERE t.taquilla_id = r.taquilla_id AND t.currency = r.currency
                               AND t.status = 'ANULADO' AND (t.annulled_at AT TIME ZONE bs.timezone)::date = r.business_date), 0)
                 + coalesce((SELECT sum(CASE m.kind WHEN 'EGRESO' THEN -m.amount ELSE m.amount END) FROM cash_movements m
                              WHERE m.cash_register_id = r.id AND m.status = 'APROBADO'), 0))::text AS expected,
                 (SELECT sum(counted)::text FROM cash_register_counts c WHERE c.cash_register_id = r.id) AS counted,
                 (SELECT count(*)::int FROM cash_movements m WHERE m.cash_register_id = r.id AND m.business_date <> r.business_date) AS off_day,
                 (SELECT a.after->>'expected' FROM audit_log a WHERE a.entity = 'cash_register' AND a.entity_id = r.id::text
                     AND a.action = 'CASH_REGISTER_APPROVE') AS approved_expected
            FROM cash_registers r JOIN partners tq ON tq.id = r.taquilla_id
            JOIN banca_settings bs ON bs.partner_id = split_part(trim(both '/' FROM tq.path), '/', 1)::int
           WHERE r.status <> 'CREATED' ORDER BY r.id`,
    );
    const byId = new Map(direct.map((row) => [row.id, row]));
    let differences = 0;
    for (const view of views) {
      const row = byId.get(view.id)!;
      expect(view.expected, `arqueo ${view.id}`).toBe(row.expected);
      expect(view.counted, `arqueo ${view.id}`).toBe(row.counted);
      expect(BigInt(view.counted!)).toBeGreaterThanOrEqual(0n);
      expect(row.off_day, `arqueo ${view.id}`).toBe(0);
      if (view.status === 'APPROVED') expect(row.approved_expected, `arqueo ${view.id}`).toBe(view.expected);
      if (view.difference !== '0') differences += 1;
    }
    // Most sellers count exactly; a few are short or over.
    expect(differences).toBeGreaterThan(0);
    expect(differences).toBeLessThan(views.length / 10);
    let claimed = 0;
    for (const register of registers) claimed += await claimTicketEvents(t.database.db, register);
    expect(claimed).toBe(0);
  });

  it('gives every prize paid at a taquilla, and every polla sale and polla prize paid, the cash movement the product writes', async () => {
    const missing = await one<{
      prizes: number;
      paid: number;
      polla_sales: number;
      polla_prizes: number;
      polla_paid: number;
    }>(
      sql`SELECT (SELECT count(*)::int FROM prize_payments pp WHERE NOT EXISTS (
                    SELECT 1 FROM cash_movements m JOIN cash_expense_types et ON et.id = m.expense_type_id
                      JOIN cash_registers r ON r.id = m.cash_register_id
                     WHERE m.ticket_id = pp.ticket_id AND et.code = 'PAGO_PREMIO' AND m.kind = 'EGRESO' AND m.amount = pp.amount
                       AND m.status = 'APROBADO' AND m.written_by_system AND r.taquilla_id = pp.taquilla_id
                       AND r.business_date = pp.business_date)) AS prizes,
                 (SELECT count(*)::int FROM prize_payments) AS paid,
                 (SELECT count(*)::int FROM polla_tickets t WHERE NOT EXISTS (
                    SELECT 1 FROM cash_movements m WHERE m.reference = 'POLLA-' || t.serial AND m.kind = 'INGRESO'
                       AND m.amount = t.price AND m.taquilla_id = t.taquilla_id AND m.cash_register_id IS NOT NULL)) AS polla_sales,
                 (SELECT count(*)::int FROM polla_tickets t WHERE t.status = 'PAGADO' AND NOT EXISTS (
                    SELECT 1 FROM cash_movements m WHERE m.description = 'Premio de polla, ticket ' || t.serial AND m.kind = 'EGRESO'
                       AND m.amount = t.prize_first + t.prize_second + t.prize_weekly AND m.cash_register_id IS NOT NULL)) AS polla_prizes,
                 (SELECT count(*)::int FROM polla_tickets t WHERE t.status = 'PAGADO') AS polla_paid`,
    );
    expect(missing).toMatchObject({ prizes: 0, polla_sales: 0, polla_prizes: 0 });
    expect(missing.paid).toBeGreaterThan(0);
    expect(missing.polla_paid).toBeGreaterThan(0);
  });

  it('plays the polla on each of its past days: tickets sold, days scored with winners, potes equal to their movements', async () => {
    const polla = await one<{ days: number; unscored: number; winners: number; open_past: number; potes_off: number }>(
      sql`SELECT (SELECT count(DISTINCT draw_date)::int FROM polla_tickets WHERE draw_date < ${TODAY}) AS days,
                 (SELECT count(*)::int FROM polla_tickets WHERE status = 'ACTIVO' AND draw_date < ${TODAY}) AS unscored,
                 (SELECT count(*)::int FROM polla_tickets WHERE status IN ('PREMIADO', 'PAGADO')) AS winners,
                 (SELECT count(*)::int FROM polla_potes WHERE kind = 'DAILY' AND status = 'OPEN' AND start_date < ${TODAY}) AS open_past,
                 (SELECT count(*)::int FROM polla_potes p WHERE (p.first_amount, p.second_amount) <> (
                    SELECT coalesce(sum(CASE m.tipo WHEN 'INGRESO' THEN m.first_amount ELSE -m.first_amount END), 0),
                           coalesce(sum(CASE m.tipo WHEN 'INGRESO' THEN m.second_amount ELSE -m.second_amount END), 0)
                      FROM polla_pote_movements m WHERE m.pote_id = p.id)) AS potes_off`,
    );
    expect(polla).toMatchObject({ days: POLLA_DAYS, unscored: 0, open_past: 0, potes_off: 0 });
    expect(polla.winners).toBeGreaterThan(0);
  });
});
