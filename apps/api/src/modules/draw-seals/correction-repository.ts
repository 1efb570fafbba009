import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

export interface WrittenCorrection {
  id: number;
  seal_id: number;
  occurrence_id: number;
  banca_id: number;
}

/**
 * Links a ticket's annulment to the seal of each sealed draw it played (its banca's), with the
 * plays and amount it had on that draw: what the seal counted as standing and no longer stands.
 */
export function insertAnnulmentCorrections(
  db: Db,
  ticketId: number,
  reason: string,
  userId: number | null,
): Promise<WrittenCorrection[]> {
  return rowsOf<WrittenCorrection>(
    db,
    sql`INSERT INTO draw_seal_corrections (seal_id, kind, ticket_id, currency, plays, amount, before, after, reason, created_by)
        SELECT s.id, 'ANNULMENT', t.id, t.currency, count(*)::int, sum(tp.amount),
               jsonb_build_object('status', t.status), jsonb_build_object('status', 'ANULADO'), ${reason}, ${userId}
          FROM tickets t
          JOIN ticket_plays tp ON tp.ticket_id = t.id
          JOIN draw_seals s ON s.occurrence_id = tp.occurrence_id AND s.banca_id = t.banca_id
         WHERE t.id = ${ticketId}
         GROUP BY s.id, t.id
        RETURNING id::int AS id, seal_id::int AS seal_id,
                  (SELECT occurrence_id FROM draw_seals WHERE id = seal_id) AS occurrence_id,
                  (SELECT banca_id FROM draw_seals WHERE id = seal_id) AS banca_id`,
  );
}

/** Links a corrected result to every seal of its occurrence. */
export function insertResultCorrections(
  db: Db,
  occurrenceId: number,
  before: object,
  after: object,
  userId: number | null,
): Promise<WrittenCorrection[]> {
  return rowsOf<WrittenCorrection>(
    db,
    sql`INSERT INTO draw_seal_corrections (seal_id, kind, before, after, created_by)
        SELECT s.id, 'RESULT', ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb, ${userId}
          FROM draw_seals s WHERE s.occurrence_id = ${occurrenceId}
        RETURNING id::int AS id, seal_id::int AS seal_id, ${occurrenceId}::int AS occurrence_id,
                  (SELECT banca_id FROM draw_seals WHERE id = seal_id) AS banca_id`,
  );
}
