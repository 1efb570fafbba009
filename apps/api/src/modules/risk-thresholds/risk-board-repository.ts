import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subtreePattern } from '../../lib/scope';
import { answerBoard, orderOf, type RiskBoardFilters, type RiskBoardRead } from './risk-board-answer-repository';
import { numberLimitOf } from './number-limit-repository';

export type { RiskBoardFilters, RiskBoardRead } from './risk-board-answer-repository';

/**
 * The holders of the board (ADR 058): the partners of the focus subtree that hold exposure rows
 * (ADR 031: they set a limit) on an occurrence still open for sale, per occurrence and bet type,
 * with their sums kept by the risk watch (`risk_board_groups`), and of those only the outermost:
 * a partner whose ancestor in the focus also holds the bet type there is already counted in that
 * ancestor's rows. So a banca sees its own rows and a distributor its own, or its agencies' when
 * it sets no limit; rows never overlap. A few hundred rows, whatever was sold.
 */
function outermostHolders(f: RiskBoardFilters): SQL {
  return sql`holders AS MATERIALIZED (
      SELECT g.occurrence_id, g.bet_type_id, g.partner_id, g.numbers, g.sold, g.payout, g.multiplier AS kept_multiplier,
             o.product_id, o.draw_id, p.path, p.currency COLLATE "C" AS currency, pbt.multiplier
        FROM draw_occurrences o
        JOIN risk_board_groups g ON g.occurrence_id = o.id
        JOIN partners p ON p.id = g.partner_id
        JOIN product_bet_types pbt ON pbt.product_id = o.product_id AND pbt.bet_type_id = g.bet_type_id
       WHERE o.draw_date >= current_date - 1 AND o.close_at > now() AND o.result_number IS NULL AND g.numbers > 0
         AND p.path LIKE ${subtreePattern(f.focus)}
         ${f.currency === null ? sql`` : sql`AND p.currency = ${f.currency}`}
         ${f.productId === null ? sql`` : sql`AND o.product_id = ${f.productId}`}
         ${f.lotteryId === null ? sql`` : sql`AND o.product_id IN (SELECT id FROM products WHERE lottery_id = ${f.lotteryId})`}),
    outermost AS MATERIALIZED (
      SELECT h.*, ${numberLimitOf(sql`h.partner_id`, sql`h.product_id`, sql`h.bet_type_id`, sql`h.draw_id`)} AS cupo
        FROM holders h
       WHERE NOT EXISTS (SELECT 1 FROM holders a
                          WHERE a.occurrence_id = h.occurrence_id AND a.bet_type_id = h.bet_type_id
                            AND a.partner_id <> h.partner_id AND h.path LIKE a.path || '%'))`;
}

/** A holder `l`'s rows `x`, by the payout index. */
const rowsOfHolder = (x: string) =>
  sql.raw(
    `${x}.occurrence_id = l.occurrence_id AND ${x}.bet_type_id = l.bet_type_id AND ${x}.partner_id = l.partner_id`,
  );

/**
 * The share filter on a holder `l`'s rows `x`: sold × 100 ≥ min × cupo, with a cupo. Since payout
 * grows with sold, the rows that pass are those from a payout up, read as an index range.
 */
function shareFilter(f: RiskBoardFilters, x: string): SQL {
  if (f.minPct === null) return sql``;
  const least = sql`ceil(${String(f.minPct)}::numeric * l.cupo / 100)`;
  return sql`AND l.cupo > 0 AND ${sql.raw(x)}.payout >= round(${least} * l.kept_multiplier)
             AND ${sql.raw(x)}.sold * 100.0 >= ${String(f.minPct)}::numeric * l.cupo`;
}

/**
 * The page: of each chosen holder, only the rows that can reach it. Payout and share both grow
 * with sold, so under either sort a row is behind every row of its holder with a larger payout:
 * the offset + limit largest payouts of a holder (and the rows tied with the last) hold all of
 * its rows the page can show, found by the payout index. Then the board's own order cuts the page.
 */
function pageRows(f: RiskBoardFilters): SQL {
  const reach = f.offset + f.limit;
  const direction = sql.raw(f.descending ? 'DESC' : 'ASC');
  const edge = sql.raw(f.descending ? '>=' : '<=');
  const beyond = f.descending ? sql`-1` : sql`9223372036854775807`;
  return sql`edges AS MATERIALIZED (
      SELECT l.*, coalesce((SELECT y.payout FROM risk_board_numbers y WHERE ${rowsOfHolder('y')} ${shareFilter(f, 'y')}
                             ORDER BY y.payout ${direction} OFFSET ${reach - 1} LIMIT 1), ${beyond}) AS edge
        FROM chosen l),
    candidates AS (
      SELECT l.occurrence_id, l.bet_type_id, x.number_key COLLATE "C" AS number_key, l.partner_id, x.sold, l.currency,
             l.product_id, l.multiplier, x.payout, l.cupo,
             CASE WHEN l.cupo > 0 THEN round(x.sold * 100.0 / l.cupo, 2) END AS used_pct
        FROM edges l
        JOIN risk_board_numbers x ON ${rowsOfHolder('x')} ${shareFilter(f, 'x')} AND x.payout ${edge} l.edge),
    page AS (SELECT r.* FROM candidates r ORDER BY ${orderOf(f)} LIMIT ${f.limit} OFFSET ${f.offset})`;
}

/** The count and totals of the chosen rows: the kept sums, or with a share filter its index range. */
function countedRows(f: RiskBoardFilters): SQL {
  if (f.minPct === null)
    return sql`counted AS (SELECT coalesce(sum(numbers), 0) AS total FROM chosen),
      summed AS (SELECT currency, sum(sold) AS sold, sum(payout) AS payout FROM chosen GROUP BY currency)`;
  return sql`passing AS MATERIALIZED (
      SELECT l.currency, s.numbers, s.sold, s.payout
        FROM chosen l
        CROSS JOIN LATERAL (SELECT count(*) AS numbers, sum(x.sold) AS sold, sum(x.payout) AS payout
                              FROM risk_board_numbers x WHERE ${rowsOfHolder('x')} ${shareFilter(f, 'x')}) s
       WHERE s.numbers > 0),
    counted AS (SELECT coalesce(sum(numbers), 0) AS total FROM passing),
    summed AS (SELECT currency, sum(sold) AS sold, sum(payout) AS payout FROM passing GROUP BY currency)`;
}

/**
 * Per open draw and currency, its sales (the kept sums) and its worst case: the largest payout of
 * one number and bet type summed over the rows that hold it. Where one holder holds the bet type,
 * that is its largest payout, one index probe; where several do (a distributor's agencies), their
 * rows are summed per number. Ties go to the smallest number key, then bet type.
 */
const drawSummaries = sql`holder_count AS MATERIALIZED (
      SELECT occurrence_id, currency, bet_type_id, count(*) AS holders FROM outermost GROUP BY 1, 2, 3),
    worst_each AS MATERIALIZED (
      SELECT l.occurrence_id, l.currency, l.bet_type_id, x.number_key, x.payout
        FROM outermost l
        JOIN holder_count c ON c.occurrence_id = l.occurrence_id AND c.currency = l.currency
                           AND c.bet_type_id = l.bet_type_id AND c.holders = 1
        CROSS JOIN LATERAL (SELECT y.number_key COLLATE "C" AS number_key, y.payout FROM risk_board_numbers y
                             WHERE ${rowsOfHolder('y')}
                               AND y.payout = (SELECT max(z.payout) FROM risk_board_numbers z WHERE ${rowsOfHolder('z')})
                             ORDER BY y.number_key COLLATE "C" LIMIT 1) x
      UNION ALL
      SELECT l.occurrence_id, l.currency, l.bet_type_id, x.number_key COLLATE "C", sum(x.payout)
        FROM outermost l
        JOIN holder_count c ON c.occurrence_id = l.occurrence_id AND c.currency = l.currency
                           AND c.bet_type_id = l.bet_type_id AND c.holders > 1
        JOIN risk_board_numbers x ON ${rowsOfHolder('x')}
       GROUP BY l.occurrence_id, l.currency, l.bet_type_id, x.number_key),
    per_draw AS (
      SELECT DISTINCT ON (w.occurrence_id, w.currency) w.occurrence_id, w.currency, w.payout AS worst_case, w.bet_type_id,
             w.number_key, s.sold
        FROM worst_each w
        JOIN (SELECT occurrence_id, currency, sum(sold) AS sold FROM outermost GROUP BY 1, 2) s
          ON s.occurrence_id = w.occurrence_id AND s.currency = w.currency
       ORDER BY w.occurrence_id, w.currency, w.payout DESC, w.number_key, w.bet_type_id)`;

/**
 * The board in one statement, from the copy the risk watch keeps of the exposure (ADR 058, "Cost":
 * it follows the sale within the watch's pass, about a second): the page's rows by the payout
 * index, the count and totals from the kept sums, every open draw's sales and worst case. It
 * answers what `recountRiskBoard` works out from every exposure row, without reading them all.
 */
export async function readRiskBoard(db: Db, f: RiskBoardFilters): Promise<RiskBoardRead> {
  return answerBoard(
    db,
    f,
    sql`${outermostHolders(f)},
        chosen AS MATERIALIZED (
          SELECT * FROM outermost WHERE TRUE ${f.occurrenceId === null ? sql`` : sql`AND occurrence_id = ${f.occurrenceId}`}),
        ${pageRows(f)},
        ${countedRows(f)},
        ${drawSummaries}`,
  );
}
