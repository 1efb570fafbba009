import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../lib/raw-query';

/** Tickets one statement counts at most: a watch far behind catches up over several statements. */
const TICKETS_PER_STEP = 200_000;

/** Days of counts kept: the longest history a rule may ask for (90) and the days around it. */
const DAYS_KEPT = 92;

/**
 * Moves the seller-rate baseline (`seller_hour_counts`, ADR 061) up to the rollup fold's mark: the
 * tickets between the two marks are committed (the fold's barrier, ADR 042), read by id range, and
 * added per seller, local day and hour. One statement, the state row locked, so two processes never
 * count a ticket twice; days past what any rule reads are dropped. Answers how far the mark moved.
 */
async function countStep(db: Db): Promise<number> {
  const [row] = await rowsOf<{ advanced: string }>(
    db,
    sql`WITH state AS (
          SELECT counted_ticket_id AS mark FROM anomaly_watch_state WHERE id = 1 FOR UPDATE),
        upto AS (
          SELECT s.mark, least(r.folded_ticket_id, s.mark + ${TICKETS_PER_STEP}::bigint) AS id
            FROM state s JOIN rollup_state r ON r.id = 1),
        counted AS (
          INSERT INTO seller_hour_counts AS c (seller_id, hour, day, banca_id, tickets, first_ticket_id, last_ticket_id)
          SELECT t.seller_id, extract(hour FROM t.sold_at AT TIME ZONE bs.timezone)::smallint,
                 (t.sold_at AT TIME ZONE bs.timezone)::date, min(t.banca_id), count(*)::int, min(t.id), max(t.id)
            FROM upto u
            JOIN tickets t ON t.id > u.mark AND t.id <= u.id
            JOIN banca_settings bs ON bs.partner_id = t.banca_id
           GROUP BY 1, 2, 3
          ON CONFLICT (seller_id, hour, day) DO UPDATE SET
             tickets = c.tickets + excluded.tickets,
             first_ticket_id = least(c.first_ticket_id, excluded.first_ticket_id),
             last_ticket_id = greatest(c.last_ticket_id, excluded.last_ticket_id)
          RETURNING 1),
        moved AS (
          UPDATE anomaly_watch_state w SET counted_ticket_id = u.id, updated_at = now()
            FROM upto u WHERE w.id = 1 AND u.id > u.mark RETURNING u.id - u.mark AS advanced),
        pruned AS (
          DELETE FROM seller_hour_counts WHERE day < current_date - ${DAYS_KEPT}::int RETURNING 1)
        SELECT coalesce((SELECT advanced FROM moved), 0)::text AS advanced`,
  );
  return Number(row?.advanced ?? 0);
}

/** Brings the baseline up to the fold's mark, step by step (at most ten steps a pass). */
export async function countSellerHours(db: Db): Promise<void> {
  for (let step = 0; step < 10; step++) {
    if ((await countStep(db)) < TICKETS_PER_STEP) return;
  }
}
