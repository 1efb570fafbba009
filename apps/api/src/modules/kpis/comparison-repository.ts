import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern } from '../../lib/scope';
import type { KpiFilters } from './kpi-filters';

/**
 * The summary's figures of one business day counting only the tickets sold before a time of the
 * day (HH:MM in the caller's zone): the comparison of "today until now" with the same weekday a
 * week before until the same time. The rollups hold whole days, so this one day is read from its
 * tickets and plays, priced as the rollups are (one cell per agency, product and bet type of the
 * day, with banca_agency_commission and banca_price_cell, ADR 051).
 */
export async function dayFiguresUntil(db: Db, f: KpiFilters, day: string, until: string) {
  const product = f.productId === null ? sql`true` : sql`o.product_id = ${f.productId}`;
  const currency = f.currency === null ? sql`true` : sql`t.currency = ${f.currency}`;
  return rowsOf<{
    currency: string;
    tickets: number;
    annulled_tickets: number;
    average_ticket: string;
    sales: string;
    annulled: string;
    prizes: string;
    commission: string;
    participation: string;
    net: string;
    margin_pct: string | null;
  }>(
    db,
    sql`WITH sold AS (
          SELECT t.id, t.currency, t.agency_id, t.status, t.total
            FROM tickets t JOIN partners tq ON tq.id = t.taquilla_id
           WHERE t.business_date = ${day}::date AND tq.path LIKE ${subtreePattern(f.focus)} AND ${currency}
             AND (t.sold_at AT TIME ZONE ${f.timezone})::time < ${until}::time),
        grouped AS (
          SELECT s.currency, s.agency_id, o.product_id, p.bet_type_id,
                 coalesce(sum(p.amount) FILTER (WHERE s.status <> 'ANULADO'), 0) AS sales,
                 coalesce(sum(p.amount) FILTER (WHERE s.status = 'ANULADO'), 0) AS annulled,
                 coalesce(sum(p.prize) FILTER (WHERE s.status <> 'ANULADO'), 0) AS prizes
            FROM sold s JOIN ticket_plays p ON p.ticket_id = s.id JOIN draw_occurrences o ON o.id = p.occurrence_id
           WHERE ${product}
           GROUP BY 1, 2, 3, 4),
        priced AS (
          SELECT g.*, x.commission, x.participation
            FROM grouped g
           CROSS JOIN LATERAL banca_agency_commission(g.agency_id, g.product_id, g.bet_type_id) c
           CROSS JOIN LATERAL banca_price_cell(g.sales, g.prizes, g.currency, c.commission_pct, c.extra_pct,
                                               c.max_amount, c.currency, c.participation_pct) x),
        money AS (
          SELECT currency, sum(sales) AS sales, sum(annulled) AS annulled, sum(prizes) AS prizes,
                 sum(commission) AS commission, sum(participation) AS participation
            FROM priced GROUP BY currency),
        counted AS (
          SELECT currency, count(*) FILTER (WHERE status <> 'ANULADO') AS tickets,
                 coalesce(sum(total) FILTER (WHERE status <> 'ANULADO'), 0) AS ticket_sales,
                 count(*) FILTER (WHERE status = 'ANULADO') AS annulled_tickets
            FROM sold GROUP BY currency),
        joined AS (
          SELECT coalesce(m.currency, c.currency) AS currency, coalesce(c.tickets, 0)::int AS tickets,
                 coalesce(c.annulled_tickets, 0)::int AS annulled_tickets,
                 CASE WHEN c.tickets > 0 THEN round(c.ticket_sales / c.tickets) ELSE 0 END AS average_ticket,
                 coalesce(m.sales, 0) AS sales, coalesce(m.annulled, 0) AS annulled, coalesce(m.prizes, 0) AS prizes,
                 coalesce(m.commission, 0) AS commission, coalesce(m.participation, 0) AS participation
            FROM money m FULL JOIN counted c ON c.currency = m.currency)
        SELECT currency, tickets, annulled_tickets, average_ticket::text, sales::text, annulled::text, prizes::text,
               commission::text, participation::text, (sales - prizes - commission)::text AS net,
               CASE WHEN sales > 0 THEN round((sales - prizes - commission) * 100 / sales, 2)::text END AS margin_pct
          FROM joined ORDER BY currency`,
  );
}
