import type { Currency, TopRiskRow } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern } from '../../lib/scope';
import type { KpiFilters } from './kpi-filters';

const RISK_ROWS = 50;

/** The partner's own limit row for the play's draw, else for its product (as the sale reads it). */
const ownLimit = (table: 'regular_quotas' | 'top_quotas', partnerColumn: 'partner_id' | 'banca_id') =>
  sql`(SELECT q.amount FROM ${sql.raw(table)} q
        WHERE q.${sql.raw(partnerColumn)} = t.partner_id AND q.product_id = t.product_id AND q.bet_type_id = t.bet_type_id
          AND (q.draw_id IS NULL OR q.draw_id = t.draw_id)
        ORDER BY q.draw_id NULLS LAST LIMIT 1)`;

/**
 * The live risk board: for each draw occurrence still open for sale (not closed, no result), the
 * exposure rows the sale engine keeps (ADR 031: one per number and partner that sets a cupo or,
 * for a banca, a tope) of the partners in the focus subtree: what is sold, what it pays if it
 * comes out (sold × the bet type's multiplier now), and how much of its cupo and tope is used;
 * largest payout first. Numbers sold only under partners without a limit of their own have no
 * row and do not show. Reads the exposure by its key, never the plays; an occurrence still open
 * draws on today or later in any zone, so its date bounds the occurrences read (their date index).
 * The top rows are chosen on the narrow exposure rows first; names, limits and percentages are
 * read for those rows only, as the board refreshes while the sale writes beside it.
 */
export async function topRisk(db: Db, f: KpiFilters): Promise<TopRiskRow[]> {
  const rows = await rowsOf<Omit<TopRiskRow, 'currency' | 'draw_at'> & { currency: string; draw_at: Date | string }>(
    db,
    sql`WITH top AS MATERIALIZED (
          SELECT e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id, e.sold, pbt.multiplier,
                 round(e.sold * pbt.multiplier) AS payout, o.product_id, o.draw_id, o.draw_at
            FROM draw_occurrences o
            JOIN product_bet_types pbt ON pbt.product_id = o.product_id
            JOIN sales_exposure e ON e.occurrence_id = o.id AND e.bet_type_id = pbt.bet_type_id
            JOIN partners p ON p.id = e.partner_id
           WHERE o.draw_date >= current_date - 1 AND o.close_at > now() AND o.result_number IS NULL AND e.sold > 0
             AND p.path LIKE ${subtreePattern(f.focus)}
             ${f.productId === null ? sql`` : sql`AND o.product_id = ${f.productId}`}
             ${f.currency === null ? sql`` : sql`AND p.currency = ${f.currency}`}
           ORDER BY payout DESC, e.occurrence_id, e.number_key, e.partner_id
           LIMIT ${RISK_ROWS})
        SELECT x.*,
               CASE WHEN x.cupo::bigint > 0 THEN round(x.sold::bigint * 100.0 / x.cupo::bigint, 2)::text END AS cupo_used_pct,
               CASE WHEN x.tope::bigint > 0 THEN round(x.sold::bigint * 100.0 / x.tope::bigint, 2)::text END AS tope_used_pct
          FROM (SELECT t.occurrence_id, d.name AS draw, json_build_object('id', pr.id, 'name', pr.name) AS product, t.draw_at,
                       json_build_object('id', bt.id, 'code', bt.code, 'name', bt.name) AS bet_type, t.number_key AS number,
                       json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'kind', p.kind) AS partner, p.currency,
                       t.sold::text AS sold, t.multiplier::text AS multiplier, t.payout::bigint::text AS payout,
                       ${ownLimit('regular_quotas', 'partner_id')}::text AS cupo,
                       ${ownLimit('top_quotas', 'banca_id')}::text AS tope
                  FROM top t
                  JOIN partners p ON p.id = t.partner_id
                  JOIN draws d ON d.id = t.draw_id
                  JOIN products pr ON pr.id = t.product_id
                  JOIN bet_types bt ON bt.id = t.bet_type_id) x
         ORDER BY x.payout::bigint DESC, x.occurrence_id, x.number, (x.partner->>'id')::int`,
  );
  return rows.map((row) => ({
    ...row,
    currency: row.currency as Currency,
    draw_at: new Date(row.draw_at).toISOString(),
  }));
}
