import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { POLLA_PRIZE_DAYS } from '@banca/contracts';

/** The draw and date of an occurrence. */
export async function occurrenceDay(db: Db, occurrenceId: number) {
  const [row] = await rowsOf<{ draw_id: number; draw_date: string }>(
    db,
    sql`SELECT draw_id, draw_date::text FROM draw_occurrences WHERE id = ${occurrenceId}`,
  );
  return row ?? null;
}

/** Whether every counted draw of the date has its occurrence awarded. */
export async function allAwarded(db: Db, drawIds: readonly number[], date: string): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM draw_occurrences
         WHERE draw_id = ANY (${intArray(drawIds)}) AND draw_date = ${date}::date AND awarded_at IS NOT NULL`,
  );
  return row!.n === new Set(drawIds).size;
}

/** The open tickets of a type and date with their picks and the results of their draws. */
export async function picksToScore(db: Db, typeId: number, date: string) {
  return rowsOf<{ id: number; occurrence_id: number; number: string; result_number: string | null }>(
    db,
    sql`SELECT t.id::int, p.occurrence_id, p.number, o.result_number
          FROM polla_tickets t JOIN polla_ticket_picks p ON p.ticket_id = t.id JOIN draw_occurrences o ON o.id = p.occurrence_id
         WHERE t.polla_type_id = ${typeId} AND t.draw_date = ${date}::date AND t.status = 'ACTIVO'
         ORDER BY t.id`,
  );
}

export interface TicketPrize {
  id: number;
  score: number;
  first: bigint;
  second: bigint;
  weekly: bigint;
}

/**
 * Writes the scores and prize parts: a ticket with a prize becomes PREMIADO and expires
 * POLLA_PRIZE_DAYS later, the others PERDEDOR.
 */
export async function writePrizes(db: Db, prizes: readonly TicketPrize[]) {
  if (!prizes.length) return;
  const values = prizes.map(
    (p) =>
      sql`(${p.id}::bigint, ${p.score}::smallint, ${p.first.toString()}::bigint, ${p.second.toString()}::bigint, ${p.weekly.toString()}::bigint)`,
  );
  await db.execute(sql`UPDATE polla_tickets t
      SET score = v.score, prize_first = v.first, prize_second = v.second, prize_weekly = v.weekly,
          status = CASE WHEN v.first + v.second + v.weekly > 0 THEN 'PREMIADO' ELSE 'PERDEDOR' END,
          prize_expires_at = CASE WHEN v.first + v.second + v.weekly > 0
                                  THEN now() + make_interval(days => ${POLLA_PRIZE_DAYS}) END
     FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, score, first, second, weekly)
    WHERE t.id = v.id AND t.status = 'ACTIVO'`);
}
