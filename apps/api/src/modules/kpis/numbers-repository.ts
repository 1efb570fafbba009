import type { ColdNumber, Currency, TopNumber } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import type { KpiFilters } from './kpi-filters';
import { rollupWhere } from './rollup-repository';

const PER_PRODUCT = 10;

/** Per product and currency, the numbers played most (net of annulments), with their plays. */
export async function topNumbers(db: Db, f: KpiFilters): Promise<TopNumber[]> {
  const rows = await rowsOf<Omit<TopNumber, 'currency'> & { currency: string }>(
    db,
    sql`SELECT json_build_object('id', pr.id, 'name', pr.name) AS product,
               json_build_object('id', bt.id, 'code', bt.code, 'name', bt.name) AS bet_type,
               x.number_key AS number, x.currency, x.amount::text AS amount, x.plays
          FROM (SELECT r.product_id, r.bet_type_id, r.number_key, r.currency,
                       sum(r.sold_amount - r.annulled_amount) AS amount, sum(r.sold_plays - r.annulled_plays)::int AS plays,
                       row_number() OVER (PARTITION BY r.product_id, r.currency
                                          ORDER BY sum(r.sold_amount - r.annulled_amount) DESC, r.number_key, r.bet_type_id) AS rank
                  FROM number_rollups r JOIN partners tq ON tq.id = r.taquilla_id
                 WHERE ${rollupWhere(f)}
                 GROUP BY r.product_id, r.bet_type_id, r.number_key, r.currency
                HAVING sum(r.sold_amount - r.annulled_amount) > 0) x
          JOIN products pr ON pr.id = x.product_id
          JOIN bet_types bt ON bt.id = x.bet_type_id
         WHERE x.rank <= ${PER_PRODUCT}
         ORDER BY pr.name, x.currency, x.rank`,
  );
  return rows.map((row) => ({ ...row, currency: row.currency as Currency }));
}

/**
 * Per active product, the numbers longest without coming out by `to_date`: every symbol of an
 * animalito product (those that never came out first), and for the others the numbers that came
 * out at least once. From the results, which are operator-wide (ADR 028), so not scoped.
 */
export async function coldestNumbers(db: Db, f: KpiFilters): Promise<ColdNumber[]> {
  const product = f.productId === null ? sql`` : sql`AND pr.id = ${f.productId}`;
  return rowsOf<ColdNumber>(
    db,
    sql`SELECT json_build_object('id', x.product_id, 'name', x.product_name) AS product, x.number,
               x.last_out::text AS last_out, (${f.to}::date - x.last_out) AS days_without
          FROM (SELECT c.product_id, c.product_name, c.number, max(o.draw_date) AS last_out,
                       row_number() OVER (PARTITION BY c.product_id ORDER BY max(o.draw_date) NULLS FIRST, c.number) AS rank
                  FROM (SELECT pr.id AS product_id, pr.name AS product_name, s.number
                          FROM products pr JOIN product_symbols s ON s.product_id = pr.id AND s.status = 'ACTIVE'
                         WHERE pr.status = 'ACTIVE' ${product}
                        UNION
                        SELECT pr.id, pr.name, o.result_number
                          FROM products pr JOIN draw_occurrences o ON o.product_id = pr.id
                         WHERE pr.status = 'ACTIVE' AND o.result_number IS NOT NULL AND o.draw_date <= ${f.to}::date ${product}) c
                  LEFT JOIN draw_occurrences o ON o.product_id = c.product_id AND o.result_number = c.number
                                              AND o.draw_date <= ${f.to}::date
                 GROUP BY c.product_id, c.product_name, c.number) x
         WHERE x.rank <= ${PER_PRODUCT}
         ORDER BY x.product_name, x.rank`,
  );
}
