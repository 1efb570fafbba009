import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawSeals } from '../../db/schema';
import { FILE_READING_APPLICATION } from '../../lib/file-answer';
import { rowsOf } from '../../lib/raw-query';

/** An instant as the canonical format writes it: UTC with microseconds. */
const INSTANT = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Locks a closed occurrence that has no seal yet; false when it is not closed, is sealed, or is
 * locked by a result or an award being saved (that one seals it).
 */
export async function lockToSeal(db: Db, occurrenceId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT o.id FROM draw_occurrences o
         WHERE o.id = ${occurrenceId} AND o.close_at <= now()
           AND NOT EXISTS (SELECT 1 FROM draw_seals s WHERE s.occurrence_id = o.id)
           FOR UPDATE OF o SKIP LOCKED`,
  );
  return rows.length > 0;
}

/**
 * How many other transactions of this database that began before the occurrence's close are still
 * open: a sale among them may still commit a ticket on it (the sale checks the close against its
 * own clock, never earlier than its transaction's start). Clients only (autovacuum and the like
 * sell nothing), and not a file being read (a read-only transaction that may last minutes and
 * sells nothing). The view of the backends is read afresh: PostgreSQL keeps one per transaction.
 */
export async function transactionsBeforeClose(db: Db, occurrenceId: number): Promise<number> {
  await db.execute(sql`SELECT pg_stat_clear_snapshot()`);
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity a JOIN draw_occurrences o ON o.id = ${occurrenceId}
         WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_type = 'client backend'
           AND a.xact_start < o.close_at AND a.application_name IS DISTINCT FROM ${FILE_READING_APPLICATION}`,
  );
  return row?.n ?? 0;
}

/** A closed occurrence with no seal, and the instant a minute after its close (canonical text). */
export interface UnsealedOccurrence {
  id: number;
  minuteAfterClose: string;
}

/** Occurrences closed before `before` (by default now) with no seal, oldest close first. */
export async function unsealedOccurrences(db: Db, limit: number, before?: Date): Promise<UnsealedOccurrence[]> {
  const until = before ? sql`${before.toISOString()}::timestamptz` : sql`now()`;
  const rows = await rowsOf<{ id: number; minute_after_close: string }>(
    db,
    sql`SELECT o.id, ${INSTANT(sql`(o.close_at + interval '1 minute')`)} AS minute_after_close FROM draw_occurrences o
         WHERE o.close_at <= ${until} AND NOT EXISTS (SELECT 1 FROM draw_seals s WHERE s.occurrence_id = o.id)
         ORDER BY o.close_at, o.id LIMIT ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), minuteAfterClose: row.minute_after_close }));
}

/** Every banca's id. */
export async function bancaIds(db: Db): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db, sql`SELECT id FROM partners WHERE kind = 'BANCA' ORDER BY id`);
  return rows.map((row) => Number(row.id));
}

/** The bancas with a seal of the occurrence: whatever kind their partner row has now. */
export async function sealedBancas(db: Db, occurrenceId: number): Promise<Set<number>> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT banca_id AS id FROM draw_seals WHERE occurrence_id = ${occurrenceId}`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * One ticket of the occurrence as the sealer reads it: its fields in the canonical order, joined by
 * U+001F, and its plays on the occurrence, each one's fields joined by U+001F, joined by U+001E
 * (a sign that is null comes as an empty field). Two texts a row instead of fifteen columns a play:
 * the driver builds one small object per ticket, and the fields are split where they are used.
 */
export interface SealTicketRow {
  banca_id: number;
  ticket: string;
  plays: string;
}

/** Tickets fetched per round trip: the event loop is free between batches, so the process keeps serving sales. */
const BATCH = 1_000;

/**
 * The occurrence's tickets in id order, through a cursor of the caller's transaction (its snapshot
 * and its lock on the occurrence), a batch at a time. The index on (occurrence_id, ticket_id) gives
 * the plays already grouped and in order, so nothing is sorted and the rows stream as they are
 * read; the next batch is asked for before the caller folds this one, so the database and the
 * process work at the same time.
 */
export async function* sealTickets(db: Db, occurrenceId: number): AsyncGenerator<SealTicketRow[]> {
  await db.execute(
    sql`DECLARE seal_tickets NO SCROLL CURSOR FOR
        SELECT t.banca_id,
               concat_ws(chr(31), t.id, t.serial, t.agency_id, t.taquilla_id, t.currency, t.total, ${INSTANT(sql`t.sold_at`)},
                         CASE WHEN t.status = 'ANULADO' THEN 'ANULADO' ELSE 'VENDIDO' END) AS ticket,
               p.plays
          FROM (SELECT tp.ticket_id,
                       string_agg(concat_ws(chr(31), tp.id, tp.bet_type_id, tp.number, coalesce(tp.sign::text, ''), tp.amount,
                                            tp.multiplier), chr(30)) AS plays
                  FROM ticket_plays tp WHERE tp.occurrence_id = ${occurrenceId}
                 GROUP BY tp.ticket_id) p
          JOIN tickets t ON t.id = p.ticket_id
         ORDER BY p.ticket_id`,
  );
  const fetch = () => rowsOf<SealTicketRow>(db, sql.raw(`FETCH ${BATCH} FROM seal_tickets`));
  try {
    let next = fetch();
    for (;;) {
      const rows = await next;
      if (rows.length < BATCH) {
        if (rows.length) yield rows;
        return;
      }
      next = fetch();
      // Never left unawaited if the caller stops early: the cursor is closed after it.
      next.catch(() => undefined);
      yield rows;
    }
  } finally {
    await db.execute(sql`CLOSE seal_tickets`);
  }
}

/** The seal's instant, as the canonical format writes it: the clock's, once the sales in flight have ended. */
export async function sealInstant(db: Db): Promise<string> {
  return (await rowsOf<{ at: string }>(db, sql`SELECT ${INSTANT(sql`clock_timestamp()`)} AS at`))[0]!.at;
}

/** A seal to write; `sealedAt` as the canonical text, stored to the microsecond. */
export type NewSeal = Omit<typeof drawSeals.$inferInsert, 'sealedAt'> & { sealedAt: string };

export async function insertSeals(db: Db, seals: readonly NewSeal[]): Promise<void> {
  if (!seals.length) return;
  await db.insert(drawSeals).values(seals.map((seal) => ({ ...seal, sealedAt: sql`${seal.sealedAt}::timestamptz` })));
}
