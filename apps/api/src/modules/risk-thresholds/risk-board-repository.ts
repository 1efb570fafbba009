import type { Currency, RiskBoardDraw, RiskBoardRow } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { numberLimitOf } from './number-limit-repository';
import { subtreePattern, type Scope } from '../../lib/scope';

/** What the board reads: the focus subtree (the caller's, or a branch inside it) and the filters. */
export interface RiskBoardFilters {
  focus: Scope;
  occurrenceId: number | null;
  lotteryId: number | null;
  productId: number | null;
  currency: Currency | null;
  /** Only rows that use at least this share (0–1000) of their cupo. */
  minPct: number | null;
  sort: 'used_pct' | 'payout';
  descending: boolean;
  limit: number;
  offset: number;
}

/** What one statement answers: a page of rows, their count and totals, and every open draw's summary. */
export interface RiskBoardRead {
  rows: RiskBoardRow[];
  total: number;
  totals: { currency: Currency; sold: string; payout: string }[];
  draws: RiskBoardDraw[];
}

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

function orderOf(f: RiskBoardFilters): SQL {
  const direction = sql.raw(f.descending ? 'DESC' : 'ASC');
  const nulls = sql.raw(f.descending ? 'NULLS LAST' : 'NULLS FIRST');
  return f.sort === 'used_pct'
    ? sql`r.used_pct ${direction} ${nulls}, r.payout ${direction}, r.occurrence_id, r.number_key, r.bet_type_id, r.partner_id`
    : sql`r.payout ${direction}, r.used_pct ${direction} ${nulls}, r.occurrence_id, r.number_key, r.bet_type_id, r.partner_id`;
}

type Json<T> = Omit<T, 'currency' | 'draw_at' | 'close_at'> & { currency: string; draw_at: string; close_at?: string };

/**
 * The board in one statement: the rows of the filters (draw and share too), sorted and cut to
 * the page with their names read for that page only, their count and totals per currency; and
 * per open draw and currency (every draw of the other filters) its sales and its worst case, the
 * largest payout of one number and bet type summed over the rows that hold it.
 */
export async function readRiskBoard(db: Db, f: RiskBoardFilters): Promise<RiskBoardRead> {
  const [answer] = await rowsOf<{
    rows: Json<RiskBoardRow>[] | null;
    total: number;
    totals: RiskBoardRead['totals'] | null;
    draws: Json<RiskBoardDraw>[] | null;
  }>(
    db,
    sql`WITH ${heldRows(f)},
        filtered AS MATERIALIZED (
          SELECT * FROM board b
           WHERE TRUE ${f.occurrenceId === null ? sql`` : sql`AND b.occurrence_id = ${f.occurrenceId}`}
             ${f.minPct === null ? sql`` : sql`AND b.used_pct IS NOT NULL AND b.sold * 100.0 >= ${String(f.minPct)}::numeric * b.cupo`}),
        page AS (
          SELECT r.* FROM filtered r ORDER BY ${orderOf(f)} LIMIT ${f.limit} OFFSET ${f.offset}),
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
           ORDER BY w.occurrence_id, w.currency, n.number_key, n.bet_type_id)
        SELECT
          (SELECT json_agg(json_build_object(
                    'occurrence_id', r.occurrence_id, 'draw', d.name, 'product', json_build_object('id', pr.id, 'name', pr.name),
                    'draw_at', o.draw_at, 'bet_type', json_build_object('id', bt.id, 'code', bt.code, 'name', bt.name),
                    'number', r.number_key,
                    'partner', json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'kind', p.kind),
                    'currency', r.currency, 'sold', r.sold::text, 'cupo', r.cupo::text, 'used_pct', r.used_pct::text,
                    'multiplier', r.multiplier::text, 'payout', r.payout::text) ORDER BY ${orderOf(f)})
             FROM page r
             JOIN draw_occurrences o ON o.id = r.occurrence_id
             JOIN draws d ON d.id = o.draw_id
             JOIN products pr ON pr.id = r.product_id
             JOIN bet_types bt ON bt.id = r.bet_type_id
             JOIN partners p ON p.id = r.partner_id) AS rows,
          (SELECT count(*)::int FROM filtered) AS total,
          (SELECT json_agg(json_build_object('currency', t.currency, 'sold', t.sold::text, 'payout', t.payout::text)
                           ORDER BY t.currency)
             FROM (SELECT currency, sum(sold) AS sold, sum(payout) AS payout FROM filtered GROUP BY currency) t) AS totals,
          (SELECT json_agg(json_build_object(
                    'occurrence_id', w.occurrence_id, 'draw', d.name, 'product', json_build_object('id', pr.id, 'name', pr.name),
                    'lottery', json_build_object('id', l.id, 'name', l.name), 'draw_at', o.draw_at, 'close_at', o.close_at,
                    'currency', w.currency, 'sold', w.sold::text, 'worst_case', w.worst_case::text,
                    'worst_number', w.number_key || ' (' || bt.name || ')',
                    'worst_ratio', CASE WHEN w.sold > 0 THEN round(w.worst_case::numeric / w.sold, 2)::text END)
                    ORDER BY o.close_at, d.name, w.occurrence_id, w.currency)
             FROM per_draw w
             JOIN draw_occurrences o ON o.id = w.occurrence_id
             JOIN draws d ON d.id = o.draw_id
             JOIN products pr ON pr.id = o.product_id
             JOIN lotteries l ON l.id = pr.lottery_id
             JOIN bet_types bt ON bt.id = w.bet_type_id) AS draws`,
  );
  const iso = (at: string) => new Date(at).toISOString();
  return {
    rows: (answer?.rows ?? []).map((row) => ({
      ...row,
      currency: row.currency as Currency,
      draw_at: iso(row.draw_at),
    })),
    total: answer?.total ?? 0,
    totals: answer?.totals ?? [],
    draws: (answer?.draws ?? []).map((draw) => ({
      ...draw,
      currency: draw.currency as Currency,
      draw_at: iso(draw.draw_at),
      close_at: iso(draw.close_at!),
    })),
  };
}
