import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerBoard, orderOf, type RiskBoardFilters, type RiskBoardRead } from './risk-board-answer-repository';
import { numberLimitOf } from './number-limit-repository';
import { subtreePattern } from '../../lib/scope';

/**
 * The exposure rows (ADR 031: one per number and partner that sets a limit, kept exact by the sale)
 * of the occurrences still open for sale, of the partners in the focus subtree, and of those only
 * the outermost: a partner whose ancestor in the focus also holds a row for the number is already
 * counted in that ancestor's row. Decided per partner, occurrence and bet type (a partner that
 * holds a limit there has a row for every number sold beneath it, ADR 031), so the check runs over
 * a few dozen holders, not every row. So a banca sees its own rows (every sale, against its cupo and
 * tope) and a distributor its own, or its agencies' when it sets no limit; rows never overlap,
 * and a draw's sum is its sales. Read by key over the open occurrences (their date index), never
 * the plays.
 */
function heldRows(f: RiskBoardFilters): SQL {
  return sql`held AS MATERIALIZED (
      SELECT e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id, e.sold, o.product_id, o.draw_id
        FROM draw_occurrences o
        JOIN sales_exposure e ON e.occurrence_id = o.id
       WHERE o.draw_date >= current_date - 1 AND o.close_at > now() AND o.result_number IS NULL AND e.sold > 0
         AND e.partner_id IN (SELECT p.id FROM partners p WHERE p.path LIKE ${subtreePattern(f.focus)}
                               ${f.currency === null ? sql`` : sql`AND p.currency = ${f.currency}`})
         ${f.productId === null ? sql`` : sql`AND o.product_id = ${f.productId}`}
         ${f.lotteryId === null ? sql`` : sql`AND o.product_id IN (SELECT id FROM products WHERE lottery_id = ${f.lotteryId})`}),
    holders AS MATERIALIZED (
      SELECT h.*, p.path, p.currency, pbt.multiplier
        FROM (SELECT DISTINCT occurrence_id, bet_type_id, partner_id, product_id, draw_id FROM held) h
        JOIN partners p ON p.id = h.partner_id
        JOIN product_bet_types pbt ON pbt.product_id = h.product_id AND pbt.bet_type_id = h.bet_type_id),
    outermost AS MATERIALIZED (
      SELECT h.*, ${numberLimitOf(sql`h.partner_id`, sql`h.product_id`, sql`h.bet_type_id`, sql`h.draw_id`)} AS cupo
        FROM holders h
       WHERE NOT EXISTS (SELECT 1 FROM holders a
                          WHERE a.occurrence_id = h.occurrence_id AND a.bet_type_id = h.bet_type_id
                            AND a.partner_id <> h.partner_id AND h.path LIKE a.path || '%')),
    board AS MATERIALIZED (
      SELECT x.occurrence_id, x.bet_type_id, x.number_key COLLATE "C" AS number_key, x.partner_id, x.sold, l.currency COLLATE "C" AS currency,
             l.product_id, l.multiplier, round(x.sold * l.multiplier)::bigint AS payout, l.cupo,
             CASE WHEN l.cupo > 0 THEN round(x.sold * 100.0 / l.cupo, 2) END AS used_pct
        FROM held x
        JOIN outermost l ON l.occurrence_id = x.occurrence_id AND l.bet_type_id = x.bet_type_id
                        AND l.partner_id = x.partner_id)`;
}

/**
 * The board worked out afresh from the sale's exposure rows on every read: every open row of the
 * focus passes through it (about 3 µs each). The board reads its kept copy instead
 * (`risk-board-repository.ts`, ADR 058 "Cost"); this is what that copy must always answer the same
 * as, and what a test holds it to.
 */
export async function recountRiskBoard(db: Db, f: RiskBoardFilters): Promise<RiskBoardRead> {
  return answerBoard(
    db,
    f,
    sql`${heldRows(f)},
        filtered AS MATERIALIZED (
          SELECT * FROM board b
           WHERE TRUE ${f.occurrenceId === null ? sql`` : sql`AND b.occurrence_id = ${f.occurrenceId}`}
             ${f.minPct === null ? sql`` : sql`AND b.used_pct IS NOT NULL AND b.sold * 100.0 >= ${String(f.minPct)}::numeric * b.cupo`}),
        page AS (
          SELECT r.* FROM filtered r ORDER BY ${orderOf(f)} LIMIT ${f.limit} OFFSET ${f.offset}),
        counted AS (SELECT count(*) AS total FROM filtered),
        summed AS (SELECT currency, sum(sold) AS sold, sum(payout) AS payout FROM filtered GROUP BY currency),
        per_number AS (
          SELECT occurrence_id, currency, bet_type_id, number_key, sum(sold) AS sold, sum(payout) AS payout
            FROM board GROUP BY occurrence_id, currency, bet_type_id, number_key),
        draw_sums AS (
          SELECT occurrence_id, currency, sum(sold) AS sold, max(payout) AS worst_case
            FROM per_number GROUP BY occurrence_id, currency),
        per_draw AS (
          SELECT DISTINCT ON (w.occurrence_id, w.currency) w.occurrence_id, w.currency, w.worst_case, n.bet_type_id,
                 n.number_key, w.sold
            FROM draw_sums w
            JOIN per_number n ON n.occurrence_id = w.occurrence_id AND n.currency = w.currency AND n.payout = w.worst_case
           ORDER BY w.occurrence_id, w.currency, n.number_key, n.bet_type_id)`,
  );
}
