import type { SettlementLine } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/** Runs `banca_settle_day` for the agencies and distributors under `pattern` (ADR 044). */
export async function settleDayOf(
  db: Db,
  pattern: string,
  date: string,
  userId: number | null,
): Promise<SettlementLine[]> {
  return rowsOf<SettlementLine>(
    db,
    sql`SELECT s.partner_id, p.name AS partner_name, s.currency, s.sales::text AS sales, s.prizes::text AS prizes,
               s.commission::text AS commission, s.participation::text AS participation, s.net::text AS net,
               s.posted::text AS posted, s.difference::text AS difference, s.entry_id::int AS entry_id
          FROM banca_settle_day(${pattern}, ${date}::date, ${userId}::int) s JOIN partners p ON p.id = s.partner_id
         ORDER BY p.path, s.currency`,
  );
}

/**
 * The business days with sales whose draws are all awarded, within the last `days`, awarded after
 * their last settlement ran (or never settled), with when their last draw was awarded: the
 * scheduler settles them. Its last settlement is the later of the whole network's last run
 * (`settlement_runs`, recorded even when it posts nothing, so an award that changes nothing is
 * settled once) and its last SETTLEMENT entry (days settled before runs were recorded). A day
 * without sales has nothing to settle, and would otherwise be found again every minute. A day's
 * draws are its own and, sold in advance (ADR 062), those of the next day that hold a sale of it:
 * the day waits for them, and settles again once they are awarded.
 *
 * With `lookAgain`, a day also comes back while its last award is less than that older than its
 * last run: an award whose transaction began before a run (its `awarded_at` is its start) but
 * committed after the run had folded and read, or whose changes the run's fold had not yet taken.
 */
const awardedUnsettledDays = (days: number, lookAgain = '0 seconds') =>
  sql`SELECT o.draw_date, max(o.awarded_at) AS awarded_at
        FROM (SELECT own.draw_date, own.awarded_at FROM draw_occurrences own
               WHERE own.draw_date >= current_date - ${days}::int AND own.draw_date <= current_date
              UNION ALL
              SELECT next.draw_date - 1, next.awarded_at FROM draw_occurrences next
               WHERE next.draw_date > current_date - ${days}::int AND next.draw_date <= current_date + 1
                 AND EXISTS (SELECT 1 FROM number_rollups r
                              WHERE r.occurrence_id = next.id AND r.business_date = next.draw_date - 1
                                AND r.sold_amount > r.annulled_amount)) o
       GROUP BY o.draw_date
      HAVING bool_and(o.awarded_at IS NOT NULL)
         AND EXISTS (SELECT 1 FROM daily_rollups r WHERE r.business_date = o.draw_date)
         AND max(o.awarded_at) > coalesce(greatest(
               (SELECT run.ran_at FROM settlement_runs run WHERE run.business_date = o.draw_date),
               (SELECT max(e.created_at) FROM ledger_entries e
                 WHERE e.kind = 'SETTLEMENT' AND e.business_date = o.draw_date)), '-infinity')
               - ${lookAgain}::interval`;

/**
 * How long after a day's last award the scheduler still settles it again: longer than an award's
 * transaction and a fold, so an award a run could not see is settled by a later one; a few idle
 * runs per award (one a minute), where before the runs were recorded it was every minute of a week.
 */
const LOOK_AGAIN_AFTER_AWARD = '5 minutes';

/** The days the scheduler settles (see `awardedUnsettledDays`), oldest first. */
export async function daysToSettle(db: Db, days: number): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`SELECT d.draw_date::text AS day FROM (${awardedUnsettledDays(days, LOOK_AGAIN_AFTER_AWARD)}) d ORDER BY 1`,
  );
  return rows.map((row) => row.day);
}

/**
 * How far behind the settlement is, for the metrics: the time since the oldest of those days was
 * awarded (0 when none waits) and how many wait. A day the scheduler only looks at again after a
 * run that saw its last award is settled, not waiting.
 */
export async function settlementLag(db: Db, days: number): Promise<{ lagSeconds: number; daysPending: number }> {
  const [row] = await rowsOf<{ lag_s: number; pending: number }>(
    db,
    sql`SELECT coalesce(extract(epoch FROM now() - min(d.awarded_at)), 0)::float8 AS lag_s, count(*)::int AS pending
          FROM (${awardedUnsettledDays(days)}) d`,
  );
  return { lagSeconds: Math.max(Number(row?.lag_s ?? 0), 0), daysPending: Number(row?.pending ?? 0) };
}
