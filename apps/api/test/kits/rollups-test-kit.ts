import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/lib/raw-query';

/*
 * What the rollup tests share: the rollups' rows, and every key where they differ from the same
 * figures computed straight from the tickets and plays (none when the rollups are right).
 */

/** Every rollup row as text, in one order: what the tables hold. */
export async function rollupRows(db: Db) {
  return rowsOf<{ row: string }>(
    db,
    sql`
    SELECT 's' || r::text AS row FROM sales_rollups r
    UNION ALL SELECT 'd' || r::text FROM daily_rollups r
    UNION ALL SELECT 'n' || r::text FROM number_rollups r
    UNION ALL SELECT 't' || r::text FROM ticket_rollups r
    ORDER BY 1`,
  );
}

/** The same figures computed straight from the tickets and plays, and the rollups' sums beside them. */
export async function rollupDifferences(db: Db) {
  return rowsOf<{ grain: string; key: string }>(
    db,
    sql`
    WITH direct_sales AS (
      SELECT t.business_date, t.taquilla_id, o.product_id, o.draw_id, tp.bet_type_id, t.channel, t.currency,
             sum(tp.amount) AS sold_amount, count(*) AS sold_plays,
             sum(tp.amount) FILTER (WHERE t.status = 'ANULADO') AS annulled_amount,
             count(*) FILTER (WHERE t.status = 'ANULADO') AS annulled_plays,
             sum(tp.prize) FILTER (WHERE t.status <> 'ANULADO') AS prize_amount,
             count(*) FILTER (WHERE t.status <> 'ANULADO' AND tp.prize > 0) AS prize_plays,
             sum(tp.prize) FILTER (WHERE t.status = 'PAGADO') AS paid_amount
        FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id JOIN draw_occurrences o ON o.id = tp.occurrence_id
       GROUP BY 1, 2, 3, 4, 5, 6, 7),
    direct_numbers AS (
      SELECT t.business_date, t.taquilla_id, tp.occurrence_id, tp.bet_type_id, tp.number_key, t.currency,
             sum(tp.amount) AS sold_amount, sum(tp.amount) FILTER (WHERE t.status = 'ANULADO') AS annulled_amount,
             sum(tp.prize) FILTER (WHERE t.status <> 'ANULADO') AS prize_amount,
             sum(tp.prize) FILTER (WHERE t.status = 'PAGADO') AS paid_amount
        FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id
       GROUP BY 1, 2, 3, 4, 5, 6),
    direct_tickets AS (
      SELECT business_date, taquilla_id, banca_sale_hour(sold_at, banca_id) AS sale_hour, channel, currency, status,
             count(*) AS tickets, sum(total) AS total_amount, sum(prize_total) AS prize_amount
        FROM tickets GROUP BY 1, 2, 3, 4, 5, 6)
    SELECT 'sales' AS grain, coalesce(d.taquilla_id, r.taquilla_id)::text AS key
      FROM direct_sales d FULL JOIN sales_rollups r USING (business_date, taquilla_id, product_id, draw_id, bet_type_id, channel, currency)
     WHERE d.sold_amount IS DISTINCT FROM r.sold_amount OR d.sold_plays IS DISTINCT FROM r.sold_plays
        OR coalesce(d.annulled_amount, 0) <> r.annulled_amount OR d.annulled_plays <> r.annulled_plays
        OR coalesce(d.prize_amount, 0) <> r.prize_amount OR d.prize_plays <> r.prize_plays
        OR coalesce(d.paid_amount, 0) <> r.paid_amount
    UNION ALL
    SELECT 'daily', coalesce(d.taquilla_id, r.taquilla_id)::text
      FROM (SELECT business_date, taquilla_id, product_id, bet_type_id, currency, sum(sold_amount) AS sold_amount,
                   sum(sold_plays) AS sold_plays, sum(coalesce(annulled_amount, 0)) AS annulled_amount,
                   sum(coalesce(prize_amount, 0)) AS prize_amount, sum(coalesce(paid_amount, 0)) AS paid_amount
              FROM direct_sales GROUP BY 1, 2, 3, 4, 5) d
      FULL JOIN daily_rollups r USING (business_date, taquilla_id, product_id, bet_type_id, currency)
     WHERE d.sold_amount IS DISTINCT FROM r.sold_amount OR d.sold_plays IS DISTINCT FROM r.sold_plays
        OR d.annulled_amount IS DISTINCT FROM r.annulled_amount OR d.prize_amount IS DISTINCT FROM r.prize_amount
        OR d.paid_amount IS DISTINCT FROM r.paid_amount
    UNION ALL
    SELECT 'numbers', coalesce(d.number_key, r.number_key)
      FROM direct_numbers d FULL JOIN number_rollups r USING (business_date, taquilla_id, occurrence_id, bet_type_id, number_key, currency)
     WHERE d.sold_amount IS DISTINCT FROM r.sold_amount OR coalesce(d.annulled_amount, 0) <> r.annulled_amount
        OR coalesce(d.prize_amount, 0) <> r.prize_amount OR coalesce(d.paid_amount, 0) <> r.paid_amount
    UNION ALL
    SELECT 'tickets', coalesce(d.status, r.status)
      FROM direct_tickets d FULL JOIN ticket_rollups r USING (business_date, taquilla_id, sale_hour, channel, currency, status)
     WHERE d.tickets IS DISTINCT FROM r.tickets OR d.total_amount IS DISTINCT FROM r.total_amount
        OR d.prize_amount IS DISTINCT FROM r.prize_amount`,
  );
}
