import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../../lib/raw-query';
import { settleDayOf } from '../../modules/ledger';
import { seedCashHistory } from './demo-cash';
import { seedPayments } from './demo-payments';
import { seedPollaHistory } from './demo-polla';
import { seedDemoWinners } from './demo-winners';

/*
 * The demo's business around its sales (demo-history.ts): the staff of every partner, partners
 * that opened months before the history, commissions in every banca, the exchange rates of each
 * day, the payment methods of those who receive payments, the daily settlements from the first
 * day, the payments that follow them (confirmed, rejected and pending, with their receipts),
 * software versions, polla types and two weeks of polla (demo-polla.ts), the cash registers of
 * every taquilla and day with the cash movement of every prize paid (demo-cash.ts), the winners
 * identified above each banca's threshold (demo-winners.ts), and the audit trail of it all. Settlements and payments are written by the product's own functions
 * (banca_settle_day, banca_post_entry, the payments repository), so the balances, statements and
 * reports agree with the sales.
 */

/** Tells how long each part took. */
export type DemoLog = (message: string) => void;

const timed = async <T>(log: DemoLog | undefined, label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const answer = await work();
  log?.(`${label}: ${Math.round(performance.now() - started)} ms`);
  return answer;
};

/**
 * One user for every distributor, agency and taquilla of the demo that has none (the seller of
 * a taquilla, the manager of an agency or distributor), with the demo password; the named demo
 * users of the README stay as they are. Runs before the history, so each taquilla's tickets are
 * sold by its own seller.
 */
export async function seedDemoStaff(db: Db): Promise<number> {
  const [added] = await rowsOf<{ n: number }>(
    db,
    sql`WITH added AS (
          INSERT INTO users (username, password_hash, name, role, partner_id, manage_childs)
          SELECT lower(p.code),
                 (SELECT password_hash FROM users WHERE username = 'admin'),
                 CASE p.kind WHEN 'TAQUILLA' THEN 'Vendedor ' || p.name
                             ELSE coalesce(p.contact_name, 'Encargado ' || p.name) END,
                 (CASE p.kind WHEN 'TAQUILLA' THEN 'VEND_TAQUILLA' WHEN 'AGENCIA' THEN 'ADMIN_TAQUILLA'
                              ELSE 'DISTRIBUIDOR' END)::user_role,
                 p.id, p.kind = 'DISTRIBUIDOR'
            FROM partners p
           WHERE p.kind IN ('DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA') AND p.status = 'ACTIVE'
             AND NOT EXISTS (SELECT 1 FROM users u WHERE u.partner_id = p.id)
             AND EXISTS (SELECT 1 FROM users WHERE username = 'admin')
           ORDER BY p.path
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`,
  );
  return added?.n ?? 0;
}

/** What the business part wrote. */
export interface DemoBusinessWritten {
  settlements: number;
  partnerPayments: number;
  rates: number;
  paymentMethods: number;
  pollaTickets: number;
  cashRegisters: number;
}

/**
 * Writes the business around a demo history of `fromDaysAgo` days (call after the history is
 * written and folded into the rollups).
 */
export async function seedDemoBusiness(
  db: Db,
  options: { fromDaysAgo: number; log?: DemoLog },
): Promise<DemoBusinessWritten> {
  const { fromDaysAgo, log } = options;
  const days = Math.floor(fromDaysAgo);
  await timed(log, 'partners of old', () => backdateNetwork(db, days));
  await timed(log, 'commissions', () => seedCommissions(db));
  const rates = await timed(log, 'rates', () => seedRates(db, days));
  const paymentMethods = await timed(log, 'payment methods', () => seedPaymentMethods(db));
  const settlements = await timed(log, 'settlements', () => settleHistory(db, days));
  const partnerPayments = await timed(log, 'payments', () => seedPayments(db, days));
  await timed(log, 'software', () => seedSoftware(db));
  await timed(log, 'polla types', () => seedPollaTypes(db));
  const pollaTickets = await timed(log, 'polla history', () => seedPollaHistory(db));
  const cashRegisters = await timed(log, 'cash history', () => seedCashHistory(db, days));
  await timed(log, 'identified winners', () => seedDemoWinners(db));
  await timed(log, 'audit trail', () => seedAuditTrail(db, days));
  return { settlements, partnerPayments, rates, paymentMethods, pollaTickets, cashRegisters };
}

/** Partners and users opened months before the history, one after another, as a network grows. */
async function backdateNetwork(db: Db, days: number): Promise<void> {
  await db.execute(sql`UPDATE partners p SET created_at = now() - make_interval(days => ${days + 150})
                                                   + make_interval(hours => 5 * p.depth + (p.id % 40) * 24)`);
  await db.execute(sql`UPDATE users u SET created_at = p.created_at + interval '2 hours',
                                          password_changed_at = p.created_at + interval '2 hours'
                         FROM partners p WHERE p.id = u.partner_id`);
}

/** Commission % of distributors and agencies that have none on a product yet (Panamá and Colombia). */
const DISTRIBUTOR_COMMISSION = '15.00';
const AGENCY_COMMISSION = '12.00';

/**
 * Every banca's distributors and agencies earn commissions: those of Panamá and Colombia on each
 * product they sell (Venezuela's come with the demo limits).
 */
async function seedCommissions(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO commissions (partner_id, product_id, commission_pct, participation_type, participation_pct)
    SELECT p.id, pr.id, CASE p.kind WHEN 'DISTRIBUIDOR' THEN ${DISTRIBUTOR_COMMISSION} ELSE ${AGENCY_COMMISSION} END::numeric,
           'NINGUNA', 0
      FROM partners p
      JOIN partners b ON b.id = split_part(trim(both '/' FROM p.path), '/', 1)::int
     CROSS JOIN products pr
     WHERE p.kind IN ('DISTRIBUIDOR', 'AGENCIA') AND b.code IN ('BPA', 'BCO') AND pr.status = 'ACTIVE'
       AND EXISTS (SELECT 1 FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id
                    JOIN draw_occurrences o ON o.id = tp.occurrence_id
                   WHERE t.banca_id = b.id AND o.product_id = pr.id)
       AND NOT EXISTS (SELECT 1 FROM commissions c WHERE c.partner_id = p.id)`);
}

/**
 * The day's rates of each banca that does not sell in dollars, every day of the history and
 * today: BCV moving up slowly with small steps, the parallel a few percent above it.
 */
async function seedRates(db: Db, days: number): Promise<number> {
  const [written] = await rowsOf<{ n: number }>(
    db,
    sql`WITH bancas AS (
          SELECT b.id, b.currency, coalesce(bs.timezone, 'America/Caracas') AS timezone,
                 (SELECT u.id FROM users u WHERE u.partner_id = b.id ORDER BY u.id LIMIT 1) AS admin_id,
                 CASE b.currency WHEN 'BS' THEN 36.5 WHEN 'COP' THEN 4050 ELSE 1 END AS base
            FROM partners b LEFT JOIN banca_settings bs ON bs.partner_id = b.id
           WHERE b.kind = 'BANCA' AND b.currency <> 'USD'),
        days AS (
          SELECT b.*, k, (now() AT TIME ZONE b.timezone)::date - k AS day FROM bancas b
           CROSS JOIN generate_series(0, ${days}) k),
        written AS (
          INSERT INTO rates (partner_id, rate_type_id, business_date, currency, rate, created_by, created_at, updated_at)
          SELECT d.id, t.id, d.day, d.currency,
                 round((d.base * power(CASE d.currency WHEN 'BS' THEN 1.0021 ELSE 1.0003 END, ${days} - d.k)
                        * (1 + 0.004 * sin(d.k * 1.7)) * CASE t.codigo WHEN 'PARALELO' THEN 1.085 ELSE 1 END)::numeric,
                       CASE d.currency WHEN 'BS' THEN 4 ELSE 2 END),
                 d.admin_id, (d.day + time '08:30') AT TIME ZONE d.timezone, (d.day + time '08:30') AT TIME ZONE d.timezone
            FROM days d CROSS JOIN rate_types t
           WHERE t.codigo IN ('BCV', 'PARALELO')
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM written`,
  );
  return written?.n ?? 0;
}

/**
 * Where each partner that receives payments (a banca, a distributor, an agency's payments
 * responsible) is paid: pago móvil and a bank account in bolívares, Zelle in dollars, an account
 * described by hand in pesos, and cash everywhere.
 */
async function seedPaymentMethods(db: Db): Promise<number> {
  const [written] = await rowsOf<{ n: number }>(
    db,
    sql`WITH payees AS (
          SELECT DISTINCT r.id, r.name, r.currency, coalesce(r.contact_name, r.name) AS holder,
                 lpad((10000000 + r.id::bigint * 7919 % 20000000)::text, 8, '0') AS document,
                 '0414' || lpad((1000000 + r.id::bigint * 104729 % 8999999)::text, 7, '0') AS phone
            FROM partners p
            LEFT JOIN agency_config ac ON ac.partner_id = p.id
            JOIN partners r ON r.id = coalesce(ac.payments_responsible_partner_id, p.parent_id)
           WHERE p.kind IN ('DISTRIBUIDOR', 'AGENCIA') AND p.status = 'ACTIVE'),
        methods AS (
          SELECT p.id, 'PAGO_MOVIL' AS type, 'Pago móvil Banesco' AS alias, '' AS description, '0134' AS bank_code,
                 NULL AS holder_name, 'V' AS doc_type, p.document AS doc, p.phone, NULL AS email, NULL AS account, NULL AS account_type
            FROM payees p WHERE p.currency = 'BS'
          UNION ALL
          SELECT p.id, 'CUENTA_BANCARIA', 'Cuenta corriente Mercantil', '', '0105', p.holder, 'J', p.document, NULL, NULL,
                 '0105' || lpad((p.id::bigint * 982451653 % 10000000000)::text, 16, '0'), 'CORRIENTE'
            FROM payees p WHERE p.currency = 'BS'
          UNION ALL
          SELECT p.id, 'ZELLE', 'Zelle', '', NULL, p.holder, NULL, NULL, NULL,
                 'pagos.' || lower(regexp_replace(translate(p.name, 'áéíóúÁÉÍÓÚñÑ', 'aeiouAEIOUnN'), '[^A-Za-z0-9]+', '', 'g'))
                   || '@example.com', NULL, NULL
            FROM payees p WHERE p.currency = 'USD'
          UNION ALL
          SELECT p.id, 'OTRO', 'Bancolombia ahorros', 'Cuenta de ahorros Bancolombia a nombre de ' || p.holder, NULL, NULL,
                 NULL, NULL, NULL, NULL, NULL, NULL
            FROM payees p WHERE p.currency = 'COP'
          UNION ALL
          SELECT p.id, 'EFECTIVO', 'Efectivo en oficina', 'Entregar en la oficina principal', NULL, NULL, NULL, NULL, NULL,
                 NULL, NULL, NULL
            FROM payees p),
        written AS (
          INSERT INTO payment_methods (partner_id, type, alias, description, bank_code, holder_name, holder_document_type,
                                       holder_document_number, phone, email, account_number, account_type)
          SELECT * FROM methods ORDER BY id, type
          RETURNING 1)
        SELECT count(*)::int AS n FROM written`,
  );
  return written?.n ?? 0;
}

/**
 * Settles every day of the history with the product's daily settlement (banca_settle_day), as
 * the scheduler does each day once its last draw is awarded; today settles when its day ends.
 */
async function settleHistory(db: Db, days: number): Promise<number> {
  const dates = await rowsOf<{ day: string }>(
    db,
    sql`SELECT DISTINCT r.business_date::text AS day FROM daily_rollups r
         WHERE r.business_date < (now() AT TIME ZONE 'America/Caracas')::date
           AND r.business_date >= (now() AT TIME ZONE 'America/Caracas')::date - ${days + 1}::int
         ORDER BY 1`,
  );
  let entries = 0;
  for (const { day } of dates) {
    const lines = await settleDayOf(db, '%', day, null);
    entries += lines.filter((line) => line.entry_id !== null).length;
  }
  return entries;
}

/**
 * The terminals' app on two channels for each banca: the stable versions the terminals run and
 * the next one in testing (rows only: the demo has no packages to download).
 */
async function seedSoftware(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO software_versions (banca_id, channel, package_name, version_code, version_name, min_sdk, size_bytes, sha256,
                                   storage_key, status, notes, created_by, created_at, uploaded_at)
    SELECT b.id, v.channel, 'com.banca.terminal', v.code, v.name, 24, v.size,
           encode(sha256(convert_to(b.code || v.name, 'UTF8')), 'hex'), 'software/demo/' || b.code || '-' || v.name || '.apk',
           'DISPONIBLE', v.notes, (SELECT u.id FROM users u WHERE u.partner_id = b.id ORDER BY u.id LIMIT 1),
           now() - make_interval(days => v.days_ago), now() - make_interval(days => v.days_ago)
      FROM partners b
     CROSS JOIN (VALUES ('ESTABLE', 20307, '2.3.7', 18204331, 120, 'Impresión más rápida del ticket.'),
                        ('ESTABLE', 20401, '2.4.1', 18512904, 70, 'Consulta de premios por código de barras.'),
                        ('ESTABLE', 20500, '2.5.0', 18933118, 25, 'Reimpresión del último ticket y arqueo desde la terminal.'),
                        ('PRUEBAS', 20600, '2.6.0-beta.2', 19420775, 4, 'Venta de polla desde la terminal (en pruebas).'))
                 AS v(channel, code, name, size, days_ago, notes)
     WHERE b.kind = 'BANCA'
    ON CONFLICT DO NOTHING`);
}

/** A polla type in Venezuela on Lotto Activo's afternoon draws, so the polla seller can sell from the start. */
async function seedPollaTypes(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO polla_types (banca_id, name, product_id, draw_ids, picks_per_draw, currency, price, daily_first_bp,
                             daily_second_bp, weekly_bp, points_per_hit, first_min_points, second_min_points,
                             weekly_min_points)
    SELECT b.id, t.name, p.id,
           (SELECT array_agg(d.id ORDER BY d.draw_time) FROM draws d
             WHERE d.product_id = p.id AND d.status = 'ACTIVE' AND d.draw_time >= t.from_time),
           1, b.currency, t.price, 4000, 2000, 1500, 1, t.first_min, t.second_min, t.weekly_min
      FROM partners b
      JOIN products p ON p.name = 'Lotto Activo' AND p.status = 'ACTIVE'
     CROSS JOIN (VALUES ('Polla Lotto Activo', time '08:00', 1000, 3, 2, 12),
                        ('Polla de la Tarde', time '14:00', 500, 2, 1, 8))
                 AS t(name, from_time, price, first_min, second_min, weekly_min)
     WHERE b.code = 'BVE'
    ON CONFLICT DO NOTHING`);
}

/**
 * The audit trail of the days before today: the staff's sign-ins each morning, every day's
 * settlement, the rates typed in (payments wrote their own rows as they were reported and decided).
 */
async function seedAuditTrail(db: Db, days: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO audit_log (at, user_id, username, role, partner_id, action, entity, ip)
    SELECT (d::date + make_interval(hours => 7 + (u.id * 7 + k) % 4, mins => (u.id * 13 + k * 7) % 60))
             AT TIME ZONE 'America/Caracas',
           u.id, u.username, u.role::text, u.partner_id, 'LOGIN', 'session',
           '190.' || (u.id % 200) || '.' || (k % 250) || '.' || (u.id * 3 % 250)
      FROM users u
     CROSS JOIN LATERAL generate_series(1, ${days}) k
     CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE 'America/Caracas')::date - k AS d) day
     WHERE u.status = 'ACTIVE'
       -- the managers most days, the sellers on the days they open (every day but some Sundays)
       AND CASE WHEN u.role IN ('VEND_TAQUILLA', 'VEND_TAQUILLA_POLLA') THEN extract(dow FROM day.d) <> 0 OR (u.id + k) % 2 = 0
                ELSE (u.id + k) % 5 <> 0 END
     ORDER BY 1`);
  await db.execute(sql`
    INSERT INTO audit_log (at, action, entity, entity_id, subject_partner_id, after)
    SELECT ((e.business_date + 1) + time '00:05') AT TIME ZONE 'America/Caracas', 'SETTLE', 'settlement', e.business_date::text, b.id,
           jsonb_build_object('date', e.business_date::text, 'entries', count(*))
      FROM ledger_entries e
      JOIN partners p ON p.id = e.settlement_partner_id
      JOIN partners b ON b.id = split_part(trim(both '/' FROM p.path), '/', 1)::int
     WHERE e.kind = 'SETTLEMENT'
     GROUP BY e.business_date, b.id
     ORDER BY e.business_date`);
  await db.execute(sql`
    INSERT INTO audit_log (at, user_id, username, role, partner_id, subject_partner_id, action, entity, entity_id, after)
    SELECT r.created_at, u.id, u.username, u.role::text, u.partner_id, r.partner_id, 'CREATE', 'rate', r.id::text,
           jsonb_build_object('business_date', r.business_date::text, 'rate', r.rate::text, 'currency', r.currency)
      FROM rates r JOIN users u ON u.id = r.created_by
     ORDER BY r.created_at`);
}
