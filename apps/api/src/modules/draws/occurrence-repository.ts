import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../lib/raw-query';

/** How many days ahead occurrences are created (today and tomorrow). */
const DAYS_AHEAD = 1;

/**
 * Inserts the occurrence of every active draw of an active product on each day `days` selects
 * (a `date` per row, which may read the lottery's zone `l.timezone`) when its weekday is one of the
 * draw's; an occurrence already there stays as it is.
 */
export const insertOccurrencesOn = (days: SQL) => sql`
  INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
  SELECT d.id, d.product_id, day.date,
         day.date::timestamp AT TIME ZONE l.timezone,
         (day.date + d.draw_time) AT TIME ZONE l.timezone,
         ((day.date + d.draw_time) AT TIME ZONE l.timezone) - make_interval(mins => d.close_minutes)
    FROM draws d
    JOIN products p ON p.id = d.product_id AND p.status = 'ACTIVE'
    JOIN lotteries l ON l.id = p.lottery_id AND l.status = 'ACTIVE'
    CROSS JOIN LATERAL (${days}) day
   WHERE d.status = 'ACTIVE' AND extract(dow FROM day.date)::smallint = ANY (d.weekdays)
  ON CONFLICT (draw_id, draw_date) DO NOTHING`;

/**
 * Creates the draw occurrences of today and tomorrow (each lottery's own "today") for every
 * active draw of an active product, and keeps the instants of those not yet resulted in step
 * with their draw's time and close minutes. Idempotent; cheap enough to run before any screen
 * that lists occurrences and from a timer.
 */
export async function ensureOccurrences(db: Db): Promise<void> {
  await db.execute(
    insertOccurrencesOn(
      sql`SELECT ((now() AT TIME ZONE l.timezone)::date + k) AS date FROM generate_series(0, ${DAYS_AHEAD}) k`,
    ),
  );
}

/** How often, at most, a process re-creates occurrences on the way to a list. */
const FRESH_FOR_MS = 60_000;
const lastEnsured = new WeakMap<Db, { at: number; run: Promise<void> }>();

/**
 * `ensureOccurrences`, at most once a minute per database handle: lists call this on their
 * way, so a new day's occurrences appear without any scheduler, at a negligible cost. Saving a
 * draw creates its own occurrences at once, so a new draw never waits for this.
 */
export function ensureRecentOccurrences(db: Db): Promise<void> {
  const last = lastEnsured.get(db);
  if (last && Date.now() - last.at < FRESH_FOR_MS) return last.run;
  const run = ensureOccurrences(db).catch((error: unknown) => {
    lastEnsured.delete(db);
    throw error;
  });
  lastEnsured.set(db, { at: Date.now(), run });
  return run;
}

/** After a draw's time or close minutes change: its occurrences still to come follow. */
export async function refreshPendingOccurrences(db: Db, drawId: number): Promise<void> {
  await db.execute(sql`
    UPDATE draw_occurrences o
       SET draw_at = (o.draw_date + d.draw_time) AT TIME ZONE l.timezone,
           close_at = ((o.draw_date + d.draw_time) AT TIME ZONE l.timezone) - make_interval(mins => d.close_minutes)
      FROM draws d JOIN products p ON p.id = d.product_id JOIN lotteries l ON l.id = p.lottery_id
     WHERE o.draw_id = d.id AND d.id = ${drawId} AND o.result_number IS NULL AND o.draw_at > now()`);
}

/**
 * When occurrence `o` starts selling: a day before its own day starts (`open_at`, 00:00 of the
 * draw's day in its lottery's zone), so tomorrow's draws sell in advance all of today (ADR 062).
 * The sale functions (db/sql/banca_sell_one.sql, banca_plan_sales.sql) check the same instant.
 */
export const salesOpenAtSql: SQL = sql`(o.open_at - interval '1 day')`;

/**
 * When occurrence `o` stops selling for an agency that closes `extraCloseMinutes` before the
 * draw: the draw's own close, or earlier.
 */
export const closeAtSql = (extraCloseMinutes: SQL): SQL =>
  sql`least(o.close_at, o.draw_at - make_interval(mins => ${extraCloseMinutes}))`;

/**
 * The state of occurrence `o` (an alias in the query) as seen from a partner chain: SUSPENDED
 * when a live suspension covers any partner of `chain` (the caller and its ancestors).
 * `extraCloseMinutes`: an agency that closes its sales earlier than the draw.
 */
export function occurrenceStateSql(chain: readonly number[], extraCloseMinutes = 0): SQL<string> {
  const chainArray = intArray(chain);
  return sql<string>`CASE
    WHEN o.awarded_at IS NOT NULL THEN 'AWARDED'
    WHEN o.result_number IS NOT NULL THEN 'RESULTED'
    WHEN EXISTS (SELECT 1 FROM suspended_draws s
                  WHERE s.occurrence_id = o.id AND s.lifted_at IS NULL AND s.partner_id = ANY (${chainArray})) THEN 'SUSPENDED'
    WHEN now() < ${salesOpenAtSql} THEN 'SCHEDULED'
    WHEN now() >= ${closeAtSql(sql`${extraCloseMinutes}::int`)} THEN 'CLOSED'
    ELSE 'OPEN' END`;
}
