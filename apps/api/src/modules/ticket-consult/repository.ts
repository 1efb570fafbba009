import type { Currency, TicketConsultTotals, TicketStatus, TicketSummary, ZTicketConsultQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cursorRows } from '../../lib/file-answer';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { PRIZE_EXPIRED, PRIZE_OWED, TICKET_STATUS_NOW } from '../../lib/prize-expiry';

/** The search's filters and order (its paging is given apart). */
export type TicketConsultFilters = Omit<z.output<typeof ZTicketConsultQuery>, 'page' | 'per_page'>;

/** A ticket's status as shown: an unpaid prize past its validity reads VENCIDO. */
const STATUS = TICKET_STATUS_NOW;

function statusFilter(status: TicketStatus): SQL {
  if (status === 'VENCIDO') return PRIZE_EXPIRED;
  if (status === 'PREMIADO') return PRIZE_OWED;
  return sql`t.status = ${status}`;
}

/** The filters, with the scope first: a ticket outside the caller's subtree is never read. */
function whereOf(scope: Scope, filters: TicketConsultFilters): SQL {
  const where: SQL[] = [sql`t.partner_path LIKE ${subtreePattern(scope)}`];
  // Serials are digits only (checked before), so the prefix needs no escaping.
  if (filters.serial) where.push(sql`t.serial LIKE ${`${filters.serial}%`}`);
  if (filters.date_from) where.push(sql`t.business_date >= ${filters.date_from}::date`);
  if (filters.date_to) where.push(sql`t.business_date <= ${filters.date_to}::date`);
  if (filters.taquilla_id) where.push(sql`t.taquilla_id = ${filters.taquilla_id}`);
  if (filters.status) where.push(statusFilter(filters.status));
  return sql.join(where, sql` AND `);
}

const SORTABLE: Record<NonNullable<TicketConsultFilters['sort']>, SQL> = {
  sold_at: sql`t.sold_at`,
  serial: sql`t.serial`,
  total: sql`t.total`,
  status: STATUS,
  taquilla_name: sql`tq.name`,
};

function orderOf(filters: TicketConsultFilters): SQL {
  if (!filters.sort) return sql`t.sold_at DESC, t.id DESC`;
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`${SORTABLE[filters.sort]} ${direction}, t.id ${direction}`;
}

interface Row extends Omit<TicketSummary, 'id' | 'sold_at'> {
  id: string;
  sold_at: Date | string;
}

const toSummary = (row: Row): TicketSummary => ({
  ...row,
  id: Number(row.id),
  currency: row.currency as Currency,
  sold_at: new Date(row.sold_at).toISOString(),
});

/** The tickets of the filters in the search's order: one page of them, or all (for a cursor). */
function rowsSql(scope: Scope, filters: TicketConsultFilters, page?: { limit: number; offset: number }): SQL {
  return sql`SELECT t.id::text AS id, t.serial, ${STATUS} AS status, t.currency, t.total::text AS total,
                    t.prize_total::text AS prize_total, t.sold_at, t.business_date::text AS business_date,
                    t.taquilla_id, tq.name AS taquilla_name, u.name AS seller_name,
                    (SELECT count(*)::int FROM ticket_plays tp WHERE tp.ticket_id = t.id) AS plays_count
               FROM tickets t
               JOIN partners tq ON tq.id = t.taquilla_id
               JOIN users u ON u.id = t.seller_id
              WHERE ${whereOf(scope, filters)}
              ORDER BY ${orderOf(filters)}
              ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`;
}

/** One page of tickets, newest first unless another order is asked. */
export async function ticketPage(
  db: Db,
  scope: Scope,
  filters: TicketConsultFilters,
  limit: number,
  offset: number,
): Promise<TicketSummary[]> {
  return (await rowsOf<Row>(db, rowsSql(scope, filters, { limit, offset }))).map(toSummary);
}

/** Every ticket of the filters through a cursor (an export), in the search's order. */
export async function* ticketCursor(
  db: Db,
  scope: Scope,
  filters: TicketConsultFilters,
): AsyncGenerator<TicketSummary> {
  for await (const row of cursorRows<Row>(db, rowsSql(scope, filters))) yield toSummary(row);
}

/** Per currency, over every ticket of the filters: how many, their amounts and their prizes. */
export async function ticketTotals(
  db: Db,
  scope: Scope,
  filters: TicketConsultFilters,
): Promise<TicketConsultTotals[]> {
  return rowsOf<TicketConsultTotals>(
    db,
    sql`SELECT t.currency, count(*)::int AS tickets, sum(t.total)::text AS total, sum(t.prize_total)::text AS prize_total
          FROM tickets t
         WHERE ${whereOf(scope, filters)}
         GROUP BY t.currency
         ORDER BY t.currency`,
  );
}

