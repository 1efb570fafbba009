import type { Currency, TicketStatus, TopTicket } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern } from '../../lib/scope';
import type { KpiFilters } from './kpi-filters';
import { TICKET_STATUS_NOW } from '../../lib/prize-expiry';

const TOP_TICKETS = 20;

/** VENCIDO is read, not stored: an unpaid prize past its validity. */
const STATUS = TICKET_STATUS_NOW;

interface TopTicketRow extends Omit<TopTicket, 'id' | 'sold_at' | 'currency' | 'status'> {
  id: string;
  sold_at: Date | string;
  currency: string;
  status: string;
}

/**
 * The largest tickets (not annulled) of the focus subtree and dates, per currency. Read from the
 * tickets by their path and date index: the only KPI that is not a rollup, since it names tickets.
 */
export async function topTickets(db: Db, f: KpiFilters): Promise<TopTicket[]> {
  const product =
    f.productId === null
      ? sql``
      : sql`AND EXISTS (SELECT 1 FROM ticket_plays p JOIN draw_occurrences o ON o.id = p.occurrence_id
                         WHERE p.ticket_id = t.id AND o.product_id = ${f.productId})`;
  const rows = await rowsOf<TopTicketRow>(
    db,
    sql`SELECT x.id, x.serial, json_build_object('id', tq.id, 'name', tq.name) AS taquilla, x.sold_at, x.business_date,
               x.status, x.currency, x.total, x.prize_total
          FROM (SELECT t.id::text AS id, t.serial, t.taquilla_id, t.sold_at, t.business_date::text AS business_date,
                       ${STATUS} AS status, t.currency, t.total::text AS total, t.prize_total::text AS prize_total,
                       row_number() OVER (PARTITION BY t.currency ORDER BY t.total DESC, t.id) AS rank
                  FROM tickets t
                 WHERE t.partner_path LIKE ${subtreePattern(f.focus)}
                   AND t.business_date BETWEEN ${f.from}::date AND ${f.to}::date AND t.status <> 'ANULADO'
                   ${f.currency === null ? sql`` : sql`AND t.currency = ${f.currency}`} ${product}) x
          JOIN partners tq ON tq.id = x.taquilla_id
         WHERE x.rank <= ${TOP_TICKETS}
         ORDER BY x.currency, x.rank`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    sold_at: new Date(row.sold_at).toISOString(),
    currency: row.currency as Currency,
    status: row.status as TicketStatus,
  }));
}
