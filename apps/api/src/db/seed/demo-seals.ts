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
 * The demo's ledger written on its days, before anything is chained: each day's settlement half
 * past midnight after it (when the audit trail says it ran), and each payment's entries when the
 * payment was decided, instead of all at the load. The ledger refuses changes (ADR 044), so its
 * guard is lifted for this one statement of the load, in its transaction.
 */
async function backdateLedger(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_immutable`);
    await tx.execute(sql`
      UPDATE ledger_entries e
         SET created_at = coalesce(
               (SELECT p.decided_at FROM payments p WHERE p.id = e.payment_id),
               ((e.business_date + 1) + time '00:05') AT TIME ZONE 'America/Caracas')
       WHERE e.business_date < (now() AT TIME ZONE 'America/Caracas')::date
         AND NOT EXISTS (SELECT 1 FROM integrity_links l WHERE l.chain = 'ledger')`);
    await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_immutable`);
  });
}

/**
 * The demo's history reads as kept on time (ADR 057, 060): every draw closed before now sealed a
 * minute after its close, the ledger dated on its days, then the audit log, the ledger and the seals chained day by day, each
 * past day with its digest, as the sealers running through those days would have left them.
 * What was made today is left to the jobs, which close yesterday's digest on their first run.
 * Answers how many past days were chained.
 */
export async function sealDemoHistory(db: Db, zone: string, now = new Date()): Promise<number> {
  await backdateLedger(db);
  while ((await sealClosedDraws(db, zone, { closedBefore: now, atClose: true })).draws > 0);
  const days = await pastDayEnds(db, zone, now);
  for (const { ends_at } of days) {
    const end = new Date(ends_at);
    await sealIntegrity(db, zone, new Date(end.getTime() - 1), end);
  }
  return days.length;
}
