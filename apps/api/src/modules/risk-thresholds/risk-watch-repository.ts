import type { Currency, RiskThresholdKind } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { numberLimitOf } from './number-limit-repository';

/** Tickets read in one pass at most: a watch far behind catches up over several passes. */
export const TICKETS_PER_PASS = 20_000;

/** The tickets the watch reads next: after its own mark, up to the rollup fold's (committed tickets only). */
export async function watchWindow(db: Db): Promise<{ from: number; to: number }> {
  const [row] = await rowsOf<{ watched: string; folded: string | null }>(
    db,
    sql`SELECT w.watched_ticket_id::text AS watched, (SELECT folded_ticket_id::text FROM rollup_state WHERE id = 1) AS folded
          FROM risk_watch_state w WHERE w.id = 1`,
  );
  const from = Number(row?.watched ?? 0);
  const folded = Number(row?.folded ?? 0);
  return { from, to: Math.max(from, Math.min(folded, from + TICKETS_PER_PASS)) };
}

/** Moves the mark, unless another pass moved it meanwhile (then that pass's mark stays). */
export async function advanceWatch(db: Db, from: number, to: number): Promise<void> {
  await db.execute(
    sql`UPDATE risk_watch_state SET watched_ticket_id = ${to}, updated_at = now()
         WHERE id = 1 AND watched_ticket_id = ${from}`,
  );
}

/** The bancas that sold the tickets (from, to]: their open draws' exposure may have moved. By ticket id, like the fold. */
export async function bancasSelling(db: Db, from: number, to: number): Promise<number[]> {
  if (to <= from) return [];
  const rows = await rowsOf<{ banca_id: number }>(
    db,
    sql`SELECT DISTINCT split_part(t.partner_path, '/', 2)::int AS banca_id
          FROM tickets t WHERE t.id > ${from} AND t.id <= ${to}`,
  );
  return rows.map((row) => Number(row.banca_id));
}

/** An exposure row past an active threshold of its banca, not yet signalled. */
export interface Crossing {
  threshold_id: number;
  kind: RiskThresholdKind;
  percent: number | null;
  threshold_amount: string | null;
  banca_id: number;
  occurrence_id: number;
  product_id: number;
  draw_id: number;
  draw_date: string;
  bet_type_id: number;
  bet_type_name: string;
  number_key: string;
  partner_id: number;
  partner_name: string;
  partner_path: string;
  currency: Currency;
  sold: string;
  limit: string | null;
  payout: string;
}

/**
 * The crossings the tickets (from, to] may have made: the numbers those tickets played, on
 * occurrences still open for sale, read from the sale's own exposure rows (ADR 031: one per
 * partner that sets a limit) as they are now, against the active thresholds of each row's banca.
 * The limit is the row partner's own cupo for the draw (else the product) and, for a banca, its
 * tope, the smaller binding; the payout is sold × the bet type's multiplier (the risk board's).
 * Reads the plays by ticket id and the exposure by its key: nothing the sale writes or waits on.
 */
export async function crossingsAfter(db: Db, from: number, to: number): Promise<Crossing[]> {
  if (to <= from) return [];
  const rows = await rowsOf<Crossing>(
    db,
    sql`WITH touched AS MATERIALIZED (
          SELECT DISTINCT p.occurrence_id, p.bet_type_id, p.number_key
            FROM ticket_plays p WHERE p.ticket_id > ${from} AND p.ticket_id <= ${to}),
        exposed AS MATERIALIZED (
          SELECT e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id, e.sold,
                 o.product_id, o.draw_id, o.draw_date, pr.lottery_id, pt.name AS partner_name, pt.path AS partner_path,
                 pt.currency, split_part(pt.path, '/', 2)::int AS banca_id, round(e.sold * pbt.multiplier)::bigint AS payout,
                 ${numberLimitOf(sql`e.partner_id`, sql`o.product_id`, sql`e.bet_type_id`, sql`o.draw_id`)} AS lim
            FROM touched t
            JOIN draw_occurrences o ON o.id = t.occurrence_id
            JOIN sales_exposure e
              ON e.occurrence_id = t.occurrence_id AND e.bet_type_id = t.bet_type_id AND e.number_key = t.number_key
            JOIN partners pt ON pt.id = e.partner_id
            JOIN products pr ON pr.id = o.product_id
            JOIN product_bet_types pbt ON pbt.product_id = o.product_id AND pbt.bet_type_id = e.bet_type_id
           WHERE o.close_at > now() AND o.result_number IS NULL AND e.sold > 0)
        SELECT th.id AS threshold_id, th.kind, th.percent, th.amount::text AS threshold_amount, x.banca_id,
               x.occurrence_id, x.product_id, x.draw_id, x.draw_date::text AS draw_date, x.bet_type_id,
               bt.name AS bet_type_name, x.number_key, x.partner_id, x.partner_name, x.partner_path, x.currency,
               x.sold::text AS sold, x.lim::text AS "limit", x.payout::text AS payout
          FROM exposed x
          JOIN risk_thresholds th ON th.banca_id = x.banca_id AND th.active AND th.kind <> 'HOLD_LIABILITY'
               AND (th.lottery_id IS NULL OR th.lottery_id = x.lottery_id)
               AND (th.product_id IS NULL OR th.product_id = x.product_id)
          JOIN bet_types bt ON bt.id = x.bet_type_id
         WHERE CASE WHEN th.kind = 'BLOCK_LIABILITY' THEN th.currency = x.currency AND x.payout > th.amount
                    ELSE x.lim > 0 AND x.sold * 100 >= th.percent::bigint * x.lim END
           AND NOT EXISTS (SELECT 1 FROM risk_threshold_crossings c
                            WHERE c.threshold_id = th.id AND c.occurrence_id = x.occurrence_id
                              AND c.bet_type_id = x.bet_type_id AND c.number_key = x.number_key
                              AND c.partner_id = x.partner_id)
         ORDER BY x.occurrence_id, x.number_key, x.bet_type_id, x.partner_id, th.id`,
  );
  return rows.map((row) => ({
    ...row,
    threshold_id: Number(row.threshold_id),
    percent: row.percent === null ? null : Number(row.percent),
    banca_id: Number(row.banca_id),
    occurrence_id: Number(row.occurrence_id),
    product_id: Number(row.product_id),
    draw_id: Number(row.draw_id),
    bet_type_id: Number(row.bet_type_id),
    partner_id: Number(row.partner_id),
  }));
}

/** Records the crossing; false when it was already recorded (another pass, another process). */
export async function recordCrossing(db: Db, crossing: Crossing): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`INSERT INTO risk_threshold_crossings (threshold_id, occurrence_id, bet_type_id, number_key, partner_id, sold)
        VALUES (${crossing.threshold_id}, ${crossing.occurrence_id}, ${crossing.bet_type_id}, ${crossing.number_key},
                ${crossing.partner_id}, ${crossing.sold}::bigint)
        ON CONFLICT DO NOTHING RETURNING 1 AS one`,
  );
  return rows.length > 0;
}

/** Notes the block a crossing made. */
export async function noteCrossingBlock(db: Db, crossing: Crossing, blockedNumberId: number): Promise<void> {
  await db.execute(
    sql`UPDATE risk_threshold_crossings SET blocked_number_id = ${blockedNumberId}
         WHERE threshold_id = ${crossing.threshold_id} AND occurrence_id = ${crossing.occurrence_id}
           AND bet_type_id = ${crossing.bet_type_id} AND number_key = ${crossing.number_key}
           AND partner_id = ${crossing.partner_id}`,
  );
}

/** A threshold whose value changed forgets its crossings: the new value is signalled afresh. */
export async function forgetCrossings(db: Db, thresholdId: number): Promise<void> {
  await db.execute(sql`DELETE FROM risk_threshold_crossings WHERE threshold_id = ${thresholdId}`);
}
