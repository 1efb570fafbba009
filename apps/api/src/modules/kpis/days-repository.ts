import type { Currency, KpiDay, SalesHour } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import type { DateRange, KpiFilters } from './kpi-filters';
import { pricedSales, rollupWhere } from './rollup-repository';

type Raw<T> = Omit<T, 'currency'> & { currency: string };

/**
 * Tickets and money per key (a business date, or '' for the whole range) and currency: money from
 * `daily_rollups` (narrowed by `product_id`), whole tickets from `ticket_rollups` (not narrowed by
 * it: a ticket may hold plays of several products).
 */
function figuresBy(f: KpiFilters, key: SQL, dates: DateRange): SQL {
  return sql`
    WITH money AS (
      SELECT s.day, s.currency, sum(s.sales) AS sales, sum(s.annulled) AS annulled, sum(s.prizes) AS prizes,
             sum(s.commission) AS commission, sum(s.participation) AS participation
        FROM ${pricedSales(f, { select: sql`${key} AS day`, group: sql`1`, rows: 'CELL' }, dates)} s
       GROUP BY s.day, s.currency),
    counted AS (
      SELECT ${key} AS day, r.currency,
             coalesce(sum(r.tickets) FILTER (WHERE r.status <> 'ANULADO'), 0) AS tickets,
             coalesce(sum(r.total_amount) FILTER (WHERE r.status <> 'ANULADO'), 0) AS ticket_sales,
             coalesce(sum(r.tickets) FILTER (WHERE r.status = 'ANULADO'), 0) AS annulled_tickets
        FROM ticket_rollups r JOIN partners tq ON tq.id = r.taquilla_id
       WHERE ${rollupWhere(f, { dates, product: false })}
       GROUP BY 1, r.currency),
    joined AS (
      SELECT coalesce(m.day, c.day) AS day, coalesce(m.currency, c.currency) AS currency,
             coalesce(c.tickets, 0)::int AS tickets, coalesce(c.annulled_tickets, 0)::int AS annulled_tickets,
             CASE WHEN c.tickets > 0 THEN round(c.ticket_sales / c.tickets) ELSE 0 END AS average_ticket,
             coalesce(m.sales, 0) AS sales, coalesce(m.annulled, 0) AS annulled, coalesce(m.prizes, 0) AS prizes,
             coalesce(m.commission, 0) AS commission, coalesce(m.participation, 0) AS participation
        FROM money m FULL JOIN counted c ON c.day = m.day AND c.currency = m.currency)
    SELECT day, currency, tickets, annulled_tickets, average_ticket::text, sales::text, annulled::text, prizes::text,
           commission::text, participation::text, (sales - prizes - commission)::text AS net,
           CASE WHEN sales > 0 THEN round((sales - prizes - commission) * 100 / sales, 2)::text END AS margin_pct
      FROM joined
     ORDER BY day, currency`;
}

/** Per business date and currency: tickets, sales, prizes, commission, net and margin (tickets-by-day, loss-profit). */
export async function dayFigures(db: Db, f: KpiFilters): Promise<KpiDay[]> {
  const rows = await rowsOf<Raw<KpiDay> & { day: string }>(db, figuresBy(f, sql`r.business_date::text`, f));
  return rows.map(({ day, ...row }) => ({ ...row, date: day, currency: row.currency as Currency }));
}

/** The same figures over a whole period, per currency (the summary's cards). */
export async function periodFigures(db: Db, f: KpiFilters, dates: DateRange): Promise<Raw<Omit<KpiDay, 'date'>>[]> {
  const rows = await rowsOf<Raw<KpiDay> & { day: string }>(db, figuresBy(f, sql`''`, dates));
  return rows.map(({ day: _day, ...row }) => row);
}

/** Tickets sold and not annulled, and their total, per hour of the banca's day and currency. */
export async function salesByHour(db: Db, f: KpiFilters): Promise<SalesHour[]> {
  const rows = await rowsOf<Raw<SalesHour>>(
    db,
    sql`SELECT r.sale_hour::int AS hour, r.currency, sum(r.tickets)::int AS tickets, sum(r.total_amount)::text AS sales
          FROM ticket_rollups r JOIN partners tq ON tq.id = r.taquilla_id
         WHERE r.status <> 'ANULADO' AND ${rollupWhere(f, { product: false })}
         GROUP BY r.sale_hour, r.currency
         ORDER BY r.sale_hour, r.currency`,
  );
  return rows.map((row) => ({ ...row, currency: row.currency as Currency }));
}
