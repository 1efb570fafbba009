import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/lib/raw-query';
import { foldUntilCaughtUp } from '../src/modules/rollups';

/**
 * A generated month of business for the anomaly rules (ADR 061), written straight into the sale
 * tables before an instant `at` far from the demo's dates, on the demo banca BVE (America/Caracas).
 *
 * What "normal" means here: nine taquillas each sell, every day of the 30 before `at` and on its day
 * up to `at`, 2–4 tickets (random) in every hour from 08:00 to 19:59 local — one of them (AOR3-T1)
 * closes from 13:00 to 14:59 every day, its usual hours —, each by the taquilla's own seller, one
 * play of a random number 0–36; in the hour before a draw's close the tickets play that draw. 1 % of
 * the other tickets are annulled a minute after their sale (never clustered before a close). 5 % of
 * the tickets win 30 times their stake, at random across taquillas; the winners of the days before
 * yesterday are paid by their own taquilla's seller two hours after the sale. No refused prize code.
 */
export const GENERATED_TAQUILLAS = [
  'ACE3-T1',
  'ACE3-T2',
  'ACE3-T3',
  'AVA1-T1',
  'AVA1-T2',
  'ACA1-T1',
  'ACA1-T2',
  'ACA1-T3',
  'AOR3-T1',
];
export const ZONE = 'America/Caracas';

export interface GeneratedDay {
  at: Date;
  prefix: string;
  /** The draw closing two minutes before `at`. */
  closing: number;
  /** A draw of the same product far after `at`: the rest of the tickets play it. */
  later: number;
  /** A draw three days before `at`. */
  old: number;
  betTypeId: number;
}

/** Local date of `at` in Caracas (UTC−4, no summer time). */
export const localDate = (at: Date, daysBack = 0) =>
  new Date(at.getTime() - 4 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

async function occurrence(db: Db, drawIndex: number, date: string, closeAt: Date): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
        SELECT d.id, d.product_id, ${date}::date, ${closeAt.toISOString()}::timestamptz - interval '12 hours',
               ${closeAt.toISOString()}::timestamptz + interval '5 minutes', ${closeAt.toISOString()}::timestamptz
          FROM draws d JOIN products p ON p.id = d.product_id
         WHERE p.name = 'Lotto Activo' AND d.status = 'ACTIVE' ORDER BY d.draw_time OFFSET ${drawIndex} LIMIT 1
        RETURNING id`,
  );
  return Number(row!.id);
}

/** Writes the normal month before `at` (see above) with a seeded random, under serials `<prefix>-n`. */
export async function generateDay(db: Db, at: Date, seed: number, prefix: string): Promise<GeneratedDay> {
  // Each taquilla's seller (the demo's staff, named after the taquilla's code), where the test data lacks it.
  await db.execute(
    sql`INSERT INTO users (username, password_hash, name, role, partner_id)
        SELECT lower(p.code), (SELECT password_hash FROM users WHERE username = 'admin'), 'Vendedor ' || p.name,
               'VEND_TAQUILLA'::user_role, p.id
          FROM partners p
         WHERE p.kind = 'TAQUILLA' AND NOT EXISTS (SELECT 1 FROM users u WHERE u.username = lower(p.code))`,
  );
  const closing = await occurrence(db, 0, localDate(at), new Date(at.getTime() - 2 * 60_000));
  const later = await occurrence(db, 1, localDate(at), new Date(at.getTime() + 86_400_000));
  const old = await occurrence(db, 0, localDate(at, 3), new Date(at.getTime() - 3 * 86_400_000));
  const [bt] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT pbt.bet_type_id AS id FROM product_bet_types pbt JOIN products p ON p.id = pbt.product_id
         WHERE p.name = 'Lotto Activo' ORDER BY pbt.bet_type_id LIMIT 1`,
  );
  const day: GeneratedDay = { at, prefix, closing, later, old, betTypeId: Number(bt!.id) };
  const now = sql`${at.toISOString()}::timestamptz`;
  await db.execute(sql`SELECT setseed(${seed})`);
  await db.execute(
    sql`INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                             currency, total, channel, status, sold_at, business_date, annulled_at, prize_total)
        SELECT ${prefix} || '-' || row_number() OVER (), 'CODE', tq.id, tq.parent_id, split_part(tq.path, '/', 2)::int,
               tq.path, string_to_array(trim(both '/' FROM tq.path), '/')::int[], u.id, tq.currency, x.total, 'WEB',
               'ACTIVO', x.sold_at, (x.sold_at AT TIME ZONE ${ZONE})::date, NULL, 0
          FROM partners tq
          JOIN users u ON u.username = lower(tq.code)
          CROSS JOIN generate_series(0, 30) AS d(back)
          CROSS JOIN generate_series(8, 19) AS h(hour)
          CROSS JOIN LATERAL generate_series(1, 2 + floor(random() * 3)::int + 0 * h.hour + 0 * tq.id + 0 * d.back) AS k(n)
          CROSS JOIN LATERAL (
            SELECT ((${localDate(at)}::date - d.back + make_interval(hours => h.hour, secs => floor(random() * 3599)::int + 0 * k.n))
                     AT TIME ZONE ${ZONE}) AS sold_at,
                   (1000 + floor(random() * 4001)::int + 0 * k.n)::bigint AS total) x
         WHERE tq.code = ANY(${`{${GENERATED_TAQUILLAS.join(',')}}`}::text[])
           AND NOT (tq.code = 'AOR3-T1' AND h.hour IN (13, 14))
           AND x.sold_at <= ${now}`,
  );
  await db.execute(
    sql`INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, number_key, requested, amount, multiplier)
        SELECT t.id, CASE WHEN t.sold_at >= c.close_at - interval '1 hour' AND t.sold_at < c.close_at
                          THEN ${closing}::int ELSE ${later}::int END,
               ${day.betTypeId}, n.num, n.num, t.total, t.total, 30
          FROM tickets t
          CROSS JOIN LATERAL (SELECT floor(random() * 37)::int::text || substr(t.serial, 1, 0) AS num) n
          CROSS JOIN (SELECT close_at FROM draw_occurrences WHERE id = ${closing}) c
         WHERE t.serial LIKE ${`${prefix}-%`}`,
  );
  // Annulments and winners, on tickets of the later draw only (nothing clusters before a close).
  await db.execute(
    sql`UPDATE tickets t SET annulled_at = t.sold_at + interval '1 minute', status = 'ANULADO'
         WHERE t.serial LIKE ${`${prefix}-%`} AND random() < 0.01
           AND EXISTS (SELECT 1 FROM ticket_plays p WHERE p.ticket_id = t.id AND p.occurrence_id = ${later})`,
  );
  await db.execute(
    sql`UPDATE tickets t SET prize_total = t.total * 30, status = 'PREMIADO'
         WHERE t.serial LIKE ${`${prefix}-%`} AND t.annulled_at IS NULL AND random() < 0.05`,
  );
  await db.execute(
    sql`WITH paid AS (
          INSERT INTO prize_payments (ticket_id, taquilla_id, paid_by, amount, currency, paid_at, business_date)
          SELECT t.id, t.taquilla_id, t.seller_id, t.prize_total, t.currency, t.sold_at + interval '2 hours', t.business_date
            FROM tickets t
           WHERE t.serial LIKE ${`${prefix}-%`} AND t.status = 'PREMIADO' AND t.business_date < ${localDate(at, 1)}::date
          RETURNING ticket_id)
        UPDATE tickets t SET status = 'PAGADO' FROM paid WHERE t.id = paid.ticket_id`,
  );
  // The rules that read the rollups (ADR 042) see the month once it is folded, as the job's fold would.
  await foldUntilCaughtUp(db);
  return day;
}

/** Inserts planted tickets: `[taquilla code, seller username, sold at, number, draw, total, prize, annulled at]`. */
export async function plantTickets(
  db: Db,
  prefix: string,
  rows: readonly {
    taquilla: string;
    seller: string;
    soldAt: Date;
    number: string;
    occurrence: number;
    betTypeId: number;
    total?: number;
    prize?: number;
    annulledAt?: Date;
  }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, row] of rows.entries()) {
    const [ticket] = await rowsOf<{ id: string }>(
      db,
      sql`INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                               currency, total, channel, status, sold_at, business_date, annulled_at, prize_total)
          SELECT ${`${prefix}-${i + 1}`}, 'CODE', tq.id, tq.parent_id, split_part(tq.path, '/', 2)::int, tq.path,
                 string_to_array(trim(both '/' FROM tq.path), '/')::int[], u.id, tq.currency, ${row.total ?? 2000},
                 'WEB', CASE WHEN ${row.annulledAt?.toISOString() ?? null}::timestamptz IS NOT NULL THEN 'ANULADO'
                             WHEN ${row.prize ?? 0} > 0 THEN 'PREMIADO' ELSE 'ACTIVO' END,
                 ${row.soldAt.toISOString()}::timestamptz, (${row.soldAt.toISOString()}::timestamptz AT TIME ZONE ${ZONE})::date,
                 ${row.annulledAt?.toISOString() ?? null}::timestamptz, ${row.prize ?? 0}
            FROM partners tq, users u WHERE tq.code = ${row.taquilla} AND u.username = ${row.seller}
          RETURNING id::text AS id`,
    );
    await db.execute(
      sql`INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, number_key, requested, amount, multiplier)
          SELECT id, ${row.occurrence}, ${row.betTypeId}, ${row.number}, ${row.number}, total, total, 30
            FROM tickets WHERE id = ${ticket!.id}::bigint`,
    );
    ids.push(ticket!.id);
  }
  return ids;
}
