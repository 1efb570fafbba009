import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/lib/raw-query';
import { foldUntilCaughtUp } from '../src/modules/rollups';
import { localDate, plantTickets, type GeneratedDay } from './anomaly-day';

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
const days = (at: Date, n: number) => new Date(at.getTime() + n * 86_400_000);

/** The taquillas of DCE's branch that buy the same number just before the close. */
export const SAME_NUMBER_TAQUILLAS = ['ACE3-T1', 'ACE3-T2', 'ACE3-T3', 'AVA1-T1', 'AVA1-T2'];

/**
 * One anomaly of each kind on top of a generated day, each with figures the test knows:
 * - a seller (`taquilla`, ACE1-T1) selling 25 tickets in the hour before, 2 a day in that hour for 14 days before;
 * - the number 77 of the closing draw bought at five taquillas of DCE five minutes before its close;
 * - ACA1-T1 annulling three tickets of the closing draw 10, 8 and 6 minutes before its close;
 * - ACA2-T1 selling ten tickets of 10,00 in five days, three of them winning 2.000,00 each;
 * - a prize of the draw three days old paid by AVA1-T1 an hour ago;
 * - the seller of ACE3-T3 paying ten prizes today;
 * - AOR3-T1 selling three tickets at 13:20–13:40, an hour it never sells in;
 * - five refused prize codes for the serial NOEXISTE by the seller of ACA1-T3 in the last half hour.
 */
export async function plantAnomalies(db: Db, day: GeneratedDay): Promise<void> {
  const { at, betTypeId } = day;
  const play = { betTypeId, number: '5', occurrence: day.later };
  const history = Array.from({ length: 14 }, (_, i) => [
    { ...play, taquilla: 'ACE1-T1', seller: 'taquilla', soldAt: minutes(days(at, -(i + 1)), -30) },
    { ...play, taquilla: 'ACE1-T1', seller: 'taquilla', soldAt: minutes(days(at, -(i + 1)), -20) },
  ]).flat();
  const burst = Array.from({ length: 25 }, (_, i) => ({
    ...play,
    taquilla: 'ACE1-T1',
    seller: 'taquilla',
    soldAt: minutes(at, -50 + i),
  }));
  const close = minutes(at, -2);
  const sameNumber = SAME_NUMBER_TAQUILLAS.map((code) => ({
    ...play,
    occurrence: day.closing,
    number: '77',
    taquilla: code,
    seller: code.toLowerCase(),
    soldAt: minutes(close, -5),
  }));
  const annulled = [-10, -8, -6].map((n) => ({
    ...play,
    occurrence: day.closing,
    taquilla: 'ACA1-T1',
    seller: 'aca1-t1',
    soldAt: minutes(close, -40),
    annulledAt: minutes(close, n),
  }));
  const lucky = Array.from({ length: 10 }, (_, i) => ({
    ...play,
    taquilla: 'ACA2-T1',
    seller: 'aca2-t1',
    soldAt: days(minutes(at, -180), -((i % 5) + 1)),
    total: 1000,
    prize: i < 3 ? 200_000 : 0,
  }));
  const late = {
    ...play,
    occurrence: day.old,
    taquilla: 'AVA1-T1',
    seller: 'ava1-t1',
    soldAt: minutes(days(at, -3), -60),
    prize: 50_000,
  };
  const offHours = [-40, -30, -20].map((n) => ({
    ...play,
    taquilla: 'AOR3-T1',
    seller: 'aor3-t1',
    soldAt: minutes(at, n),
  }));
  const ids = await plantTickets(db, `${day.prefix}P`, [
    ...history,
    ...burst,
    ...sameNumber,
    ...annulled,
    ...lucky,
    late,
    ...offHours,
  ]);
  const lateId = ids[history.length + burst.length + sameNumber.length + annulled.length + lucky.length]!;
  await db.execute(
    sql`INSERT INTO prize_payments (ticket_id, taquilla_id, paid_by, amount, currency, paid_at, business_date)
        SELECT t.id, t.taquilla_id, t.seller_id, t.prize_total, t.currency, ${minutes(at, -60).toISOString()}::timestamptz,
               ${localDate(at)}::date
          FROM tickets t WHERE t.id = ${lateId}::bigint`,
  );
  await db.execute(
    sql`INSERT INTO prize_payments (ticket_id, taquilla_id, paid_by, amount, currency, paid_at, business_date)
        SELECT t.id, p.id, u.id, t.prize_total, t.currency, ${minutes(at, -30).toISOString()}::timestamptz, ${localDate(at)}::date
          FROM tickets t, partners p, users u
         WHERE p.code = 'ACE3-T3' AND u.username = 'ace3-t3' AND t.serial LIKE ${`${day.prefix}-%`}
           AND t.status = 'PREMIADO' AND t.business_date >= ${localDate(at, 1)}::date AND t.sold_at < ${minutes(at, -60).toISOString()}::timestamptz
         ORDER BY t.id LIMIT 10`,
  );
  await db.execute(
    sql`INSERT INTO prize_code_failures (banca_id, taquilla_id, user_id, serial, at)
        SELECT split_part(p.path, '/', 2)::int, p.id, u.id, 'NOEXISTE', ${at.toISOString()}::timestamptz - make_interval(mins => n)
          FROM partners p, users u, generate_series(5, 25, 5) AS n WHERE p.code = 'ACA1-T3' AND u.username = 'aca1-t3'`,
  );
  await foldUntilCaughtUp(db);
}

/** The planted tickets' ids by serial, to compare with an alert's tickets. */
export async function plantedIds(db: Db, prefix: string): Promise<Map<string, string>> {
  const rows = await rowsOf<{ id: string; serial: string }>(
    db,
    sql`SELECT id::text, serial FROM tickets WHERE serial LIKE ${`${prefix}P-%`}`,
  );
  return new Map(rows.map((row) => [row.serial, row.id]));
}
