import type { Currency, RiskBoardDraw, RiskBoardRow } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import type { Scope } from '../../lib/scope';

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

/** The board's order over rows `r` (the page's, and each holder's largest first). */
export function orderOf(f: RiskBoardFilters): SQL {
  const direction = sql.raw(f.descending ? 'DESC' : 'ASC');
  const nulls = sql.raw(f.descending ? 'NULLS LAST' : 'NULLS FIRST');
  return f.sort === 'used_pct'
    ? sql`r.used_pct ${direction} ${nulls}, r.payout ${direction}, r.occurrence_id, r.number_key, r.bet_type_id, r.partner_id`
    : sql`r.payout ${direction}, r.used_pct ${direction} ${nulls}, r.occurrence_id, r.number_key, r.bet_type_id, r.partner_id`;
}

type Json<T> = Omit<T, 'currency' | 'draw_at' | 'close_at'> & { currency: string; draw_at: string; close_at?: string };

/**
 * Answers the board from the statement's CTEs `page` (the page's rows: occurrence_id, bet_type_id,
 * number_key, partner_id, sold, currency, product_id, multiplier, payout, cupo, used_pct, sorted by
 * `orderOf`), `counted` (total), `summed` (currency, sold, payout) and `per_draw` (occurrence_id,
 * currency, sold, worst_case, and the bet_type_id and number_key that cost it), with the names
 * read for the page and the draws only.
 */
export async function answerBoard(db: Db, f: RiskBoardFilters, ctes: SQL): Promise<RiskBoardRead> {
  const [answer] = await rowsOf<{
    rows: Json<RiskBoardRow>[] | null;
    total: number;
    totals: RiskBoardRead['totals'] | null;
    draws: Json<RiskBoardDraw>[] | null;
  }>(
    db,
    sql`WITH ${ctes}
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
          (SELECT total::int FROM counted) AS total,
          (SELECT json_agg(json_build_object('currency', t.currency, 'sold', t.sold::text, 'payout', t.payout::text)
                           ORDER BY t.currency)
             FROM summed t) AS totals,
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
