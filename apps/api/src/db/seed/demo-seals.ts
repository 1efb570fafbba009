import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../../lib/raw-query';
import { sealClosedDraws } from '../../modules/draw-seals';
import { sealIntegrity } from '../../modules/integrity';

/**
 * The end of each business day in the zone, from the day of the demo's first record (audit row,
 * ledger entry or seal) to yesterday, oldest first.
 */
function pastDayEnds(db: Db, zone: string, now: Date) {
  return rowsOf<{ ends_at: Date | string }>(
    db,
    sql`WITH first AS (
          SELECT (least((SELECT min(at) FROM audit_log), (SELECT min(created_at) FROM ledger_entries),
                        (SELECT min(sealed_at) FROM draw_seals)) AT TIME ZONE ${zone})::date AS day)
        SELECT (d + interval '1 day') AT TIME ZONE ${zone} AS ends_at
          FROM first, generate_series(first.day::timestamp,
                                      ((${now.toISOString()}::timestamptz AT TIME ZONE ${zone})::date - 1)::timestamp,
                                      interval '1 day') AS d
         ORDER BY d`,
  );
}

/**
 * The demo's history reads as kept on time (ADR 057, 060): every draw closed before now sealed a
 * minute after its close, then the audit log, the ledger and the seals chained day by day, each
 * past day with its digest, as the sealers running through those days would have left them.
 * What was made today is left to the jobs, which close yesterday's digest on their first run.
 * Answers how many past days were chained.
 */
export async function sealDemoHistory(db: Db, zone: string, now = new Date()): Promise<number> {
  while ((await sealClosedDraws(db, zone, { closedBefore: now, atClose: true })).draws > 0);
  const days = await pastDayEnds(db, zone, now);
  for (const { ends_at } of days) {
    const end = new Date(ends_at);
    await sealIntegrity(db, zone, new Date(end.getTime() - 1), end);
  }
  return days.length;
}
