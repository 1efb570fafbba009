import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../../lib/raw-query';
import { registerTerms, type RegisterTerm } from '../../modules/cash';
import { linesOf } from '../../modules/cash';

/*
 * The demo's cash history (ADR 045, 052; demo-business.ts): every taquilla's arqueo of every day
 * of the history and today's, each counting exactly its own business date in its banca's zone.
 * The movements the product writes by itself come with what made them (the outcome «Pago de
 * premio» of every prize paid, the income of every polla sale and the outcome of every polla prize
 * paid), the rest as a taquilla lives them (the opening fund, the weekly reload, a few expenses and
 * contributions, two transactions waiting for approval today). Each register claims its day's sales
 * and annulments as the product's claim does, its expected cash is the product's formula
 * (registerTerms, linesOf), and what the seller counted is that, give or take a small difference (a day
 * whose prizes took the drawer below its fund got a reload from the banca to pay them).
 * The days before today are sent at night and approved by the agency the next morning; yesterday's
 * register of Taquilla 1 waits for approval and Taquilla 2's was sent back with an observation.
 * Panamá's taquillas keep the registers their prizes opened (cash is not used there).
 */

/** A taquilla's opening fund per currency (minor units). */
const FUNDS: Record<string, bigint> = { BS: 2_000_00n, COP: 400_000_00n, USD: 100_00n };
/** What the banca reloads each Monday. */
const RELOADS: Record<string, bigint> = { BS: 1_500_00n, COP: 300_000_00n, USD: 50_00n };

/** The taquilla of the demo seller (its register of yesterday waits) and the polla seller's (sent back). */
const WAITING_TAQUILLA = 'ACE1-T1';
const RETURNED_TAQUILLA = 'ACE1-T2';
const RETURNED_SHORT = 150_00n;
export const RETURN_OBSERVATION = 'Faltan Bs 150,00 en efectivo: cuente de nuevo y explique la diferencia.';

/** Writes the cash history of the `days` days before today and today, in the caller's transaction (its work tables drop at commit); does nothing when registers exist. */
export async function seedCashHistory(db: Db, days: number): Promise<number> {
  const [existing] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cash_registers`);
  if (existing!.n > 0) return 0;
  await db.execute(sql`
    CREATE TEMP TABLE demo_cash_taquillas ON COMMIT DROP AS
    SELECT tq.id, tq.code, tq.currency, tq.parent_id AS agency_id, b.id AS banca_id, b.country_iso2 = 'PA' AS no_cash,
           coalesce(bs.timezone, 'America/Caracas') AS timezone,
           (SELECT u.id FROM users u WHERE u.partner_id = tq.id AND u.status = 'ACTIVE'
             ORDER BY (u.role = 'VEND_TAQUILLA') DESC, u.id LIMIT 1) AS seller_id,
           (SELECT u.id FROM users u WHERE u.partner_id = tq.parent_id AND u.status = 'ACTIVE' ORDER BY u.id LIMIT 1) AS agency_user_id,
           (SELECT u.id FROM users u WHERE u.partner_id = b.id AND u.role = 'ADMIN_BANCA' ORDER BY u.id LIMIT 1) AS admin_id
      FROM partners tq
      JOIN partners b ON b.id = split_part(trim(both '/' FROM tq.path), '/', 1)::int
      LEFT JOIN banca_settings bs ON bs.partner_id = b.id
     WHERE tq.kind = 'TAQUILLA' AND tq.status = 'ACTIVE'`);
  await seedFundsAndConfig(db, days);
  await openRegisters(db, days);
  await writeMovements(db);
  await claimDaysTickets(db);
  const ids = await rowsOf<{ id: number }>(db, sql`SELECT id FROM cash_registers ORDER BY id`);
  await countAndClose(
    db,
    ids.map((row) => row.id),
  );
  return ids.length;
}

/**
 * Each register claims the sales and annulments of its own day, as claimTicketEvents does for one
 * register, here for all of them in two statements (the seed's test proves the product's claim
 * finds nothing left to claim afterwards).
 */
async function claimDaysTickets(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO cash_ticket_claims (ticket_id, event, cash_register_id, amount)
    SELECT t.id, 'VENTA', r.id, t.total FROM cash_registers r
      JOIN tickets t ON t.taquilla_id = r.taquilla_id AND t.currency = r.currency AND t.business_date = r.business_date
     ORDER BY t.id
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO cash_ticket_claims (ticket_id, event, cash_register_id, amount)
    SELECT t.id, 'ANULACION', r.id, t.total FROM tickets t
      JOIN demo_cash_taquillas q ON q.id = t.taquilla_id
      JOIN cash_registers r ON r.taquilla_id = t.taquilla_id AND r.currency = t.currency
                           AND r.business_date = (t.annulled_at AT TIME ZONE q.timezone)::date
     WHERE t.status = 'ANULADO' AND t.annulled_at IS NOT NULL
     ORDER BY t.id
    ON CONFLICT DO NOTHING`);
}

/** The fund each taquilla opens with (set by the banca before the history) and the approval thresholds of the demo agency. */
async function seedFundsAndConfig(db: Db, days: number): Promise<void> {
  const funds = sql.join(
    Object.entries(FUNDS).map(([currency, amount]) => sql`(${currency}, ${amount.toString()}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO cash_funds (taquilla_id, currency, amount, observation, created_by, created_at)
    SELECT q.id, q.currency, f.amount, 'Fondo de apertura de la taquilla', q.admin_id,
           now() - make_interval(days => ${days + 1})
      FROM demo_cash_taquillas q JOIN (VALUES ${funds}) AS f(currency, amount) ON f.currency = q.currency
     WHERE NOT q.no_cash AND q.admin_id IS NOT NULL ORDER BY q.id`);
  await db.execute(sql`
    INSERT INTO cash_config (taquilla_id, income_approval_above, outcome_approval_above, updated_by)
    SELECT q.id, 500000, 200000, q.admin_id FROM demo_cash_taquillas q
      JOIN partners ag ON ag.id = q.agency_id WHERE ag.code = 'ACE1'
    ON CONFLICT (taquilla_id) DO NOTHING`);
}

/**
 * The day's first register of every taquilla that had cash that day, as openRegisterFor opens it
 * (sequence 1, the fund in force): every day of the history and today where cash is used, and in
 * Panamá the days a prize was paid (the payment opened it).
 */
async function openRegisters(db: Db, days: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO cash_registers (taquilla_id, business_date, sequence, currency, opening_fund, created_at, updated_at)
    SELECT x.id, x.day, 1, x.currency,
           coalesce((SELECT amount FROM cash_funds f WHERE f.taquilla_id = x.id AND f.currency = x.currency
                      ORDER BY f.id DESC LIMIT 1), 0),
           (x.day + time '06:30') AT TIME ZONE x.timezone, (x.day + time '06:30') AT TIME ZONE x.timezone
      FROM (SELECT q.id, q.currency, q.timezone, (now() AT TIME ZONE q.timezone)::date - k AS day
              FROM demo_cash_taquillas q CROSS JOIN generate_series(0, ${days}) k
             WHERE NOT q.no_cash
            UNION
            SELECT q.id, pp.currency, q.timezone, pp.business_date
              FROM prize_payments pp JOIN demo_cash_taquillas q ON q.id = pp.taquilla_id WHERE q.no_cash) x
     ORDER BY x.day, x.id`);
}

/** The register of a movement: its taquilla's, currency's and business date's (one per day here). */
const REGISTER_OF = (taquilla: string, currency: string, day: string) =>
  sql.raw(`(SELECT r.id FROM cash_registers r WHERE r.taquilla_id = ${taquilla} AND r.currency = ${currency}
              AND r.business_date = ${day} AND r.status <> 'APPROVED')`);

const MOVEMENT_COLUMNS = sql`kind, taquilla_id, currency, payment_method, amount, reference, description, expense_type_id, ticket_id,
  status, business_date, cash_register_id, created_by, created_at, written_by_system`;
const expenseType = (code: string) => sql`(SELECT id FROM cash_expense_types WHERE code = ${code})`;

/** The movements of the history, each in the register of its day (a pending one in none). */
async function writeMovements(db: Db): Promise<void> {
  // Every prize paid at a taquilla: its outcome «Pago de premio», as recordPrizeOutcome writes it.
  await db.execute(sql`
    INSERT INTO cash_movements (${MOVEMENT_COLUMNS})
    SELECT 'EGRESO', pp.taquilla_id, pp.currency, 'EFECTIVO', pp.amount, NULL, 'Premio del ticket ' || t.serial,
           ${expenseType('PAGO_PREMIO')}, pp.ticket_id, 'APROBADO', pp.business_date,
           ${REGISTER_OF('pp.taquilla_id', 'pp.currency', 'pp.business_date')}, pp.paid_by, pp.paid_at, true
      FROM prize_payments pp JOIN tickets t ON t.id = pp.ticket_id
     WHERE NOT EXISTS (SELECT 1 FROM cash_movements m WHERE m.ticket_id = pp.ticket_id)
     ORDER BY pp.paid_at`);
  // Every polla sale (its income, reference POLLA-<serial>) and polla prize paid (polla-cash.ts).
  await db.execute(sql`
    INSERT INTO cash_movements (${MOVEMENT_COLUMNS})
    SELECT x.kind, x.taquilla_id, x.currency, 'EFECTIVO', x.amount, x.reference, x.description, x.expense_type_id, NULL,
           'APROBADO', x.day, ${REGISTER_OF('x.taquilla_id', 'x.currency', 'x.day')}, x.created_by, x.at, true
      FROM (SELECT 'INGRESO' AS kind, t.taquilla_id, t.currency, t.price AS amount, 'POLLA-' || t.serial AS reference,
                   'Venta de polla, ticket ' || t.serial AS description, NULL::int AS expense_type_id,
                   (t.sold_at AT TIME ZONE q.timezone)::date AS day, t.seller_id AS created_by, t.sold_at AS at
              FROM polla_tickets t JOIN demo_cash_taquillas q ON q.id = t.taquilla_id
            UNION ALL
            SELECT 'EGRESO', t.paid_taquilla_id, t.currency, t.prize_first + t.prize_second + t.prize_weekly, NULL,
                   'Premio de polla, ticket ' || t.serial, ${expenseType('PAGO_PREMIO')},
                   (t.paid_at AT TIME ZONE q.timezone)::date, t.paid_by, t.paid_at
              FROM polla_tickets t JOIN demo_cash_taquillas q ON q.id = t.paid_taquilla_id WHERE t.status = 'PAGADO') x
     ORDER BY x.at`);
  const reloads = sql.join(
    Object.entries(RELOADS).map(([currency, amount]) => sql`(${currency}, ${amount.toString()}::bigint)`),
    sql`, `,
  );
  // Reloads each Monday morning from the banca; now and then an expense or a contribution.
  await db.execute(sql`
    INSERT INTO cash_movements (${MOVEMENT_COLUMNS})
    SELECT x.kind, r.taquilla_id, r.currency, 'EFECTIVO', x.amount, NULL, x.description, x.expense_type_id, NULL, 'APROBADO',
           r.business_date, r.id, x.created_by, (r.business_date + x.at) AT TIME ZONE q.timezone, false
      FROM cash_registers r
      JOIN demo_cash_taquillas q ON q.id = r.taquilla_id AND NOT q.no_cash
      JOIN (VALUES ${reloads}) AS f(currency, amount) ON f.currency = r.currency
     CROSS JOIN LATERAL (
       SELECT 'RECARGA' AS kind, f.amount, 'Recarga semanal de la banca' AS description, NULL::int AS expense_type_id,
              q.admin_id AS created_by, time '08:40' AS at
        WHERE extract(isodow FROM r.business_date) = 1
       UNION ALL
       SELECT 'EGRESO', f.amount / 10 * (1 + (r.id % 4)) / 4, e.description, ${expenseType('GASTO_OPERATIVO')}, q.seller_id,
              time '11:15' + make_interval(mins => r.id % 90)
         FROM (VALUES (0, 'Papelería y rollos de la impresora'), (1, 'Agua y café de la taquilla'), (2, 'Limpieza del local'))
              AS e(k, description)
        WHERE (r.id * 7 + r.taquilla_id) % 5 = 0 AND e.k = r.id % 3
       UNION ALL
       SELECT 'EGRESO', f.amount / 3, 'Electricidad del mes', ${expenseType('SERVICIOS')}, q.seller_id, time '10:05'
        WHERE extract(day FROM r.business_date) = 5
       UNION ALL
       SELECT 'INGRESO', f.amount / 2, 'Aporte de la agencia para pagar premios', NULL, q.seller_id, time '16:20'
        WHERE (r.id * 11 + r.taquilla_id) % 9 = 0) x
     WHERE r.business_date < (now() AT TIME ZONE q.timezone)::date OR (r.business_date + x.at) AT TIME ZONE q.timezone < now()
     ORDER BY 14`);
  // Today, two transactions of the demo agency above its approval thresholds wait for a superior.
  await db.execute(sql`
    INSERT INTO cash_movements (${MOVEMENT_COLUMNS})
    SELECT x.kind, q.id, q.currency, 'EFECTIVO', x.amount, NULL, x.description, x.expense_type_id, NULL, 'PENDIENTE',
           (now() AT TIME ZONE q.timezone)::date, NULL, q.seller_id, now() - x.ago, false
      FROM demo_cash_taquillas q
      JOIN (VALUES (${WAITING_TAQUILLA}, 'EGRESO', 350000, 'Reparación de la impresora de tickets', ${expenseType('GASTO_OPERATIVO')},
                    interval '40 minutes'),
                   (${RETURNED_TAQUILLA}, 'INGRESO', 800000, 'Depósito del dueño para pagar premios grandes', NULL::int,
                    interval '25 minutes'))
           AS x(code, kind, amount, description, expense_type_id, ago) ON x.code = q.code`);
}

/**
 * What each seller counted on the days before today (the product's expected cash, now and then a
 * small difference), sent at night and approved by the agency the next morning; yesterday's
 * register of the demo seller waits, the polla seller's was sent back. Today's stay open.
 */
async function countAndClose(db: Db, ids: number[]): Promise<void> {
  let lines = await expectedCash(db, ids);
  // A day whose prizes took the drawer below its fund got a reload from the banca to pay them.
  const values = sql.join(
    [...lines].map(([id, amount]) => sql`(${id}::int, ${amount.toString()}::bigint)`),
    sql`, `,
  );
  const reloaded = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO cash_movements (${MOVEMENT_COLUMNS})
        SELECT 'RECARGA', r.taquilla_id, r.currency, 'EFECTIVO', (ceil((r.opening_fund - s.expected) / 10000.0) * 10000)::bigint,
               NULL, 'Recarga para pagar premios', NULL, NULL, 'APROBADO', r.business_date, r.id, q.admin_id,
               least((r.business_date + time '12:00') AT TIME ZONE q.timezone, now()), false
          FROM (VALUES ${values}) AS s(id, expected) JOIN cash_registers r ON r.id = s.id
          JOIN demo_cash_taquillas q ON q.id = r.taquilla_id
         WHERE s.expected < r.opening_fund OR s.expected < 0
         ORDER BY r.id
        RETURNING id`,
  );
  if (reloaded.length) lines = await expectedCash(db, ids);
  const expected = sql.join(
    [...lines].map(([id, amount]) => sql`(${id}::int, ${amount.toString()}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    CREATE TEMP TABLE demo_cash_closing ON COMMIT DROP AS
    SELECT r.id, r.taquilla_id, r.business_date, q.timezone, q.seller_id, q.agency_user_id, e.expected,
           CASE WHEN r.business_date = today.d - 1 AND q.code = ${WAITING_TAQUILLA} THEN 'SENT'
                WHEN r.business_date = today.d - 1 AND q.code = ${RETURNED_TAQUILLA} THEN 'RETURNED'
                ELSE 'APPROVED' END AS status,
           e.expected + CASE WHEN r.business_date = today.d - 1 AND q.code = ${RETURNED_TAQUILLA} THEN -least(${RETURNED_SHORT.toString()}::bigint, e.expected)
                             WHEN r.id % 23 = 0 AND e.expected >= 5000 THEN -5000 WHEN r.id % 41 = 0 THEN 2000 ELSE 0 END AS counted
      FROM cash_registers r
      JOIN demo_cash_taquillas q ON q.id = r.taquilla_id AND NOT q.no_cash
     CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE q.timezone)::date AS d) today
      JOIN (VALUES ${expected}) AS e(id, expected) ON e.id = r.id
     WHERE r.business_date < today.d`);
  await db.execute(sql`INSERT INTO cash_register_counts (cash_register_id, payment_method, counted)
                       SELECT id, 'EFECTIVO', counted FROM demo_cash_closing ORDER BY id`);
  await db.execute(sql`
    UPDATE cash_registers r
       SET status = c.status, sent_by = c.seller_id,
           sent_at = (c.business_date + time '20:30' + make_interval(mins => c.id % 50)) AT TIME ZONE c.timezone,
           approved_by = CASE WHEN c.status = 'APPROVED' THEN c.agency_user_id END,
           approved_at = CASE WHEN c.status = 'APPROVED' THEN least(
             (c.business_date + 1 + time '08:05' + make_interval(mins => c.id % 40)) AT TIME ZONE c.timezone, now() - interval '5 minutes') END,
           observation = CASE WHEN c.status = 'RETURNED' THEN ${RETURN_OBSERVATION} END,
           updated_at = (c.business_date + time '20:30' + make_interval(mins => c.id % 50)) AT TIME ZONE c.timezone
      FROM demo_cash_closing c WHERE c.id = r.id`);
  await writeRegisterAudit(db);
}

/** Each register's expected cash, by the product's formula over what it counts. */
async function expectedCash(db: Db, ids: number[]): Promise<Map<number, bigint>> {
  const byRegister = new Map<number, RegisterTerm[]>();
  for (const term of await registerTerms(db, ids))
    byRegister.set(term.registerId, [...(byRegister.get(term.registerId) ?? []), term]);
  const lines = new Map<number, bigint>();
  for (const [id, own] of byRegister) {
    lines.set(id, BigInt(linesOf(own).find((line) => line.payment_method === 'EFECTIVO')?.expected ?? '0'));
  }
  return lines;
}

/** The audit rows the sending, the approval and the return write, with the register's figures. */
async function writeRegisterAudit(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO audit_log (at, user_id, username, role, partner_id, subject_partner_id, action, entity, entity_id, after, ip)
    SELECT x.at, u.id, u.username, u.role::text, u.partner_id, c.taquilla_id, x.action, 'cash_register', c.id::text,
           jsonb_build_object('status', x.status, 'business_date', c.business_date::text, 'currency', r.currency,
                              'expected', c.expected::text, 'counted', c.counted::text,
                              'difference', (c.counted - c.expected)::text, 'observation', r.observation),
           '127.0.0.1'
      FROM demo_cash_closing c JOIN cash_registers r ON r.id = c.id
     CROSS JOIN LATERAL (VALUES ('CASH_REGISTER_SEND', 'SENT', r.sent_at, c.seller_id),
                                ('CASH_REGISTER_APPROVE', 'APPROVED', r.approved_at, c.agency_user_id),
                                ('CASH_REGISTER_RESET', 'RETURNED', r.sent_at + interval '50 minutes', c.agency_user_id))
                 AS x(action, status, at, user_id)
      JOIN users u ON u.id = x.user_id
     WHERE x.action = 'CASH_REGISTER_SEND' OR x.status = r.status
     ORDER BY x.at`);
}
