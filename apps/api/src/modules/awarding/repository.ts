import type { AwardOccurrence, Currency } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import {
  occurrenceColumns,
  occurrenceJoins,
  occurrenceOrder,
  occurrenceWhere,
  toOccurrenceResult,
  type OccurrenceFilters,
} from '../results';
import { effectiveBetsSetting } from '../network';

/**
 * The winning rule of `winning-rule.ts` as a boolean SQL expression over a play `tp`, its bet
 * type `bt` and its occurrence `o` (never null: a missing sign or result does not win).
 */
export const playWinsSql: SQL<boolean> = sql<boolean>`coalesce(CASE bt.code
    WHEN 'ANIMALITO' THEN tp.number = o.result_number
    WHEN 'TRIPLE' THEN tp.number = o.result_number
    WHEN 'TERMINAL' THEN tp.number = right(o.result_number, 2)
    WHEN 'TRIPLE_SIGNO' THEN tp.number = o.result_number AND tp.sign = o.result_sign
    WHEN 'TERMINAL_SIGNO' THEN tp.number = right(o.result_number, 2) AND tp.sign = o.result_sign
    ELSE false END, false)`;

/**
 * A winning play's prize in minor units: amount × multiplier computed in NUMERIC (exact), then
 * rounded to a whole minor unit, halves away from zero (PostgreSQL's `round(numeric)`).
 * With a multiplier of at most 2 decimals, only fractions of a minor unit are ever rounded.
 */
export const prizeSql: SQL<bigint> = sql<bigint>`CASE WHEN ${playWinsSql}
    THEN round(tp.amount::numeric * tp.multiplier)::bigint ELSE 0 END`;

/** Tickets whose prizes may still change: not annulled, not paid. */
const OPEN_STATUSES = sql`('ACTIVO', 'PREMIADO', 'PERDEDOR')`;

/** Every play of the occurrence on an open ticket gets its prize (0 when it does not win). */
export async function computePrizes(db: Db, occurrenceId: number): Promise<void> {
  await db.execute(sql`UPDATE ticket_plays tp SET prize = ${prizeSql}
      FROM tickets t, bet_types bt, draw_occurrences o
     WHERE tp.occurrence_id = ${occurrenceId} AND t.id = tp.ticket_id AND bt.id = tp.bet_type_id
       AND o.id = tp.occurrence_id AND t.status IN ${OPEN_STATUSES}`);
}

export async function markAwarded(db: Db, occurrenceId: number, userId: number | null): Promise<void> {
  await db.execute(
    sql`UPDATE draw_occurrences SET awarded_at = now(), awarded_by = ${userId} WHERE id = ${occurrenceId}`,
  );
}

/**
 * Brings the open tickets with a play on the occurrence up to date: prize_total is the sum of
 * their plays' prizes; once every occurrence of a ticket is awarded it becomes PREMIADO (its
 * prize expires after the agency's prize validity, else the banca's, else 3 days; an expiry
 * already set is kept, so awarding again changes nothing) or PERDEDOR; otherwise ACTIVO.
 */
export async function settleTickets(db: Db, occurrenceId: number): Promise<void> {
  await db.execute(sql`UPDATE tickets t
     SET prize_total = s.prize_total,
         status = CASE WHEN s.pending > 0 THEN 'ACTIVO' WHEN s.prize_total > 0 THEN 'PREMIADO' ELSE 'PERDEDOR' END,
         prize_expires_at = CASE
           WHEN s.pending > 0 OR s.prize_total = 0 THEN NULL
           WHEN t.status = 'PREMIADO' AND t.prize_expires_at IS NOT NULL THEN t.prize_expires_at
           ELSE now() + make_interval(days => ${effectiveBetsSetting('prize_validity_days', sql`t.agency_id`, sql`t.banca_id`)}) END
    FROM (SELECT tp.ticket_id, sum(tp.prize)::bigint AS prize_total,
                 count(*) FILTER (WHERE o.awarded_at IS NULL) AS pending
            FROM ticket_plays tp JOIN draw_occurrences o ON o.id = tp.occurrence_id
           WHERE tp.ticket_id IN (SELECT ticket_id FROM ticket_plays WHERE occurrence_id = ${occurrenceId})
           GROUP BY tp.ticket_id) s
   WHERE t.id = s.ticket_id AND t.status IN ${OPEN_STATUSES}`);
}

/**
 * Undoes an award before a result is corrected: the occurrence's plays back to no prize, the
 * occurrence no longer awarded, and its open tickets back to ACTIVO with their other prizes.
 */
export async function clearAward(db: Db, occurrenceId: number): Promise<void> {
  await db.execute(sql`UPDATE ticket_plays tp SET prize = 0 FROM tickets t
     WHERE tp.occurrence_id = ${occurrenceId} AND t.id = tp.ticket_id AND t.status IN ${OPEN_STATUSES}`);
  await db.execute(sql`UPDATE draw_occurrences SET awarded_at = NULL, awarded_by = NULL WHERE id = ${occurrenceId}`);
  await db.execute(sql`UPDATE tickets t
     SET status = 'ACTIVO', prize_expires_at = NULL,
         prize_total = (SELECT coalesce(sum(tp.prize), 0) FROM ticket_plays tp WHERE tp.ticket_id = t.id)
   WHERE t.id IN (SELECT ticket_id FROM ticket_plays WHERE occurrence_id = ${occurrenceId})
     AND t.status IN ${OPEN_STATUSES}`);
}

type CountsRow = {
  plays: number;
  winning_plays: number;
  totals: { currency: Currency; sold: string; prizes: string }[];
};

/** Plays, winning plays and totals per currency of occurrence `o` within the scope (not annulled). */
const scopedCounts = (scope: Scope) => sql`LEFT JOIN LATERAL (
    SELECT coalesce(sum(c.plays), 0)::int AS plays, coalesce(sum(c.winning), 0)::int AS winning_plays,
           coalesce(json_agg(json_build_object('currency', c.currency, 'sold', c.sold::text, 'prizes', c.prizes::text)
                             ORDER BY c.currency) FILTER (WHERE c.currency IS NOT NULL), '[]'::json) AS totals
      FROM (SELECT t.currency, count(*) AS plays, count(*) FILTER (WHERE tp.prize > 0) AS winning,
                   sum(tp.amount) AS sold, sum(tp.prize) AS prizes
              FROM ticket_plays tp JOIN tickets t ON t.id = tp.ticket_id
             WHERE tp.occurrence_id = o.id AND t.status <> 'ANULADO' AND t.partner_path LIKE ${subtreePattern(scope)}
             GROUP BY t.currency) c) agg ON true`;

type AwardRow = Parameters<typeof toOccurrenceResult>[0] & CountsRow;

const toAwardOccurrence = (row: AwardRow): AwardOccurrence => ({
  ...toOccurrenceResult(row),
  totals: typeof row.totals === 'string' ? JSON.parse(row.totals) : row.totals,
});

export async function listAwardOccurrences(
  db: Db,
  scope: Scope,
  chain: readonly number[],
  filters: OccurrenceFilters,
  sort: { sort?: 'draw_time' | 'lottery_name' | undefined; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<AwardOccurrence[]> {
  const rows = await rowsOf<AwardRow>(
    db,
    sql`SELECT ${occurrenceColumns(chain)}, agg.plays, agg.winning_plays, agg.totals
        ${occurrenceJoins} ${scopedCounts(scope)}
         WHERE ${occurrenceWhere(filters)}
         ORDER BY ${occurrenceOrder(sort)} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(toAwardOccurrence);
}

export async function findAwardOccurrence(
  db: Db,
  scope: Scope,
  chain: readonly number[],
  id: number,
): Promise<AwardOccurrence | null> {
  const [row] = await rowsOf<AwardRow>(
    db,
    sql`SELECT ${occurrenceColumns(chain)}, agg.plays, agg.winning_plays, agg.totals
        ${occurrenceJoins} ${scopedCounts(scope)} WHERE o.id = ${id}`,
  );
  return row ? toAwardOccurrence(row) : null;
}

/** Tickets with a play on the occurrence, within the scope, by state after the award. */
export async function ticketOutcomes(db: Db, scope: Scope, occurrenceId: number) {
  const [row] = await rowsOf<{ premiados: number; perdedores: number; pendientes: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE t.status IN ('PREMIADO', 'PAGADO'))::int AS premiados,
               count(*) FILTER (WHERE t.status = 'PERDEDOR')::int AS perdedores,
               count(*) FILTER (WHERE t.status = 'ACTIVO')::int AS pendientes
          FROM tickets t
         WHERE t.id IN (SELECT ticket_id FROM ticket_plays WHERE occurrence_id = ${occurrenceId})
           AND t.partner_path LIKE ${subtreePattern(scope)}`,
  );
  return row ?? { premiados: 0, perdedores: 0, pendientes: 0 };
}
