import type { Suspension, SuspendableDraw } from '@banca/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { partners, suspendedDraws, users } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';
import { inScope, type Scope } from '../../lib/scope';
import { occurrenceStateSql } from '../draws';

const creator = alias(users, 'creator');
const lifter = alias(users, 'lifter');

const iso = (value: Date | string) => new Date(value).toISOString();

const suspensionQuery = (db: Db) =>
  db
    .select({
      id: suspendedDraws.id,
      occurrence_id: suspendedDraws.occurrenceId,
      partner_id: partners.id,
      partner_code: partners.code,
      partner_name: partners.name,
      partner_kind: partners.kind,
      reason: suspendedDraws.reason,
      created_at: suspendedDraws.createdAt,
      created_by: creator.name,
      lifted_at: suspendedDraws.liftedAt,
      lifted_by: lifter.name,
    })
    .from(suspendedDraws)
    .innerJoin(partners, eq(partners.id, suspendedDraws.partnerId))
    .leftJoin(creator, eq(creator.id, suspendedDraws.createdBy))
    .leftJoin(lifter, eq(lifter.id, suspendedDraws.liftedBy));

type SuspensionRow = Awaited<ReturnType<ReturnType<typeof suspensionQuery>['execute']>>[number];

const toSuspension = (row: SuspensionRow): Suspension => ({
  ...row,
  created_at: iso(row.created_at),
  created_by: row.created_by ?? '',
  lifted_at: row.lifted_at ? iso(row.lifted_at) : null,
});

/** One suspension, if its partner lies in the caller's subtree. */
export async function findSuspension(db: Db, scope: Scope, id: number): Promise<Suspension | null> {
  const [row] = await suspensionQuery(db).where(and(eq(suspendedDraws.id, id), inScope(partners.path, scope)));
  return row ? toSuspension(row) : null;
}

/** The live suspensions of these occurrences on partners of the caller's subtree, oldest first. */
export async function liveSuspensions(db: Db, scope: Scope, occurrenceIds: readonly number[]): Promise<Suspension[]> {
  if (!occurrenceIds.length) return [];
  const rows = await suspensionQuery(db)
    .where(
      and(
        inArray(suspendedDraws.occurrenceId, [...occurrenceIds]),
        isNull(suspendedDraws.liftedAt),
        inScope(partners.path, scope),
      ),
    )
    .orderBy(asc(suspendedDraws.createdAt), asc(suspendedDraws.id));
  return rows.map(toSuspension);
}

/** A live suspension of the occurrence for exactly this partner. */
export async function liveSuspensionFor(db: Db, occurrenceId: number, partnerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: suspendedDraws.id })
    .from(suspendedDraws)
    .where(
      and(
        eq(suspendedDraws.occurrenceId, occurrenceId),
        eq(suspendedDraws.partnerId, partnerId),
        isNull(suspendedDraws.liftedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export interface OccurrenceFacts {
  id: number;
  result_number: string | null;
  /** "Lotto Activo 10:00 del 2025-03-10": how the log names it. */
  label: string;
}

/**
 * The occurrence, row-locked against a result being saved meanwhile (FOR NO KEY UPDATE does
 * not wait for sales, whose plays only take a key-share lock on it).
 */
export async function lockOccurrence(db: Db, id: number): Promise<OccurrenceFacts | null> {
  const [row] = await rowsOf<OccurrenceFacts>(
    db,
    sql`SELECT o.id, o.result_number,
               p.name || ' ' || to_char(d.draw_time, 'HH24:MI') || ' del ' || o.draw_date::text AS label
          FROM draw_occurrences o
          JOIN draws d ON d.id = o.draw_id
          JOIN products p ON p.id = o.product_id
         WHERE o.id = ${id}
           FOR NO KEY UPDATE OF o`,
  );
  return row ?? null;
}

export async function insertSuspension(
  db: Db,
  values: { occurrenceId: number; partnerId: number; reason: string; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(suspendedDraws).values(values).returning({ id: suspendedDraws.id });
  return row!.id;
}

/** Lifts a live suspension; false when it was already lifted. */
export async function markLifted(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(suspendedDraws)
    .set({ liftedAt: sql`now()`, liftedBy: userId })
    .where(and(eq(suspendedDraws.id, id), isNull(suspendedDraws.liftedAt)))
    .returning({ id: suspendedDraws.id });
  return rows.length > 0;
}

type DrawRow = Omit<SuspendableDraw, 'suspensions' | 'draw_at' | 'close_at'> & { draw_at: Date; close_at: Date };

/** The occurrences of a date, each with its state as seen from the caller's chain. */
export async function occurrencesOf(
  db: Db,
  date: string,
  chain: readonly number[],
): Promise<Omit<SuspendableDraw, 'suspensions'>[]> {
  const rows = await rowsOf<DrawRow>(
    db,
    sql`SELECT o.id AS occurrence_id, d.id AS draw_id, d.name AS draw_name, to_char(d.draw_time, 'HH24:MI') AS draw_time,
               p.id AS product_id, p.name AS product_name, p.product_type, l.id AS lottery_id, l.name AS lottery_name,
               o.draw_date::text AS draw_date, o.draw_at, o.close_at, ${occurrenceStateSql(chain)} AS state,
               o.result_number
          FROM draw_occurrences o
          JOIN draws d ON d.id = o.draw_id
          JOIN products p ON p.id = o.product_id
          JOIN lotteries l ON l.id = p.lottery_id
         WHERE o.draw_date = ${date}::date
         ORDER BY l.name, p.name, d.draw_time, o.id`,
  );
  return rows.map((row) => ({ ...row, draw_at: iso(row.draw_at), close_at: iso(row.close_at) }));
}
