import type { Currency, DetailedPrize, DetailedPrizeTotals, PrizeState, ZDetailedPrizeQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cursorRows } from '../../lib/file-answer';
import { prefixPattern } from '../../lib/like-pattern';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import type { ResolvedFilters } from './report-filters';
import { PRIZE_EXPIRED, PRIZE_OWED } from '../../lib/prize-expiry';

/**
 * The prizes of the detailed-prize report, read from the tickets, their plays and their payments
 * (a prize list is row-level data, not a rollup). The tickets are found by the caller's subtree
 * and the sale's business dates (`tickets_path_date_idx`), their plays by ticket
 * (`ticket_plays_ticket_idx`), the payment by ticket (its unique key): no scan of the plays.
 */

/** The report's filters once resolved: a period, and perhaps a narrower subtree than the caller's. */
export type DetailedPrizeFilters = ResolvedFilters<z.output<typeof ZDetailedPrizeQuery>>;

/**
 * Only these tickets can hold a prize: an annulled ticket has none, a PERDEDOR none by definition;
 * a ticket's prize_total is the sum of its plays' prizes (the award keeps it so).
 */
const PRIZE_TICKETS = sql`t.status IN ('ACTIVO', 'PREMIADO', 'PAGADO') AND t.prize_total > 0`;

/** Whether the ticket's prize can no longer be paid (the payment refuses it from this instant). */
const EXPIRED = PRIZE_EXPIRED;

/** The state of a prize, from its ticket now. */
const STATE = sql`CASE WHEN t.status = 'PAGADO' THEN 'PAGADO' WHEN ${EXPIRED} THEN 'VENCIDO' ELSE 'POR_PAGAR' END`;

const STATE_FILTERS: Record<PrizeState, SQL> = {
  PAGADO: sql`t.status = 'PAGADO'`,
  VENCIDO: EXPIRED,
  POR_PAGAR: sql`(t.status = 'ACTIVO' OR ${PRIZE_OWED})`,
};

/** The filters, scope first: a ticket outside the caller's subtree is never read. */
function whereOf(scope: Scope, filters: DetailedPrizeFilters): SQL {
  const where: SQL[] = [
    sql`t.partner_path LIKE ${subtreePattern(scope)}`,
    sql`t.business_date BETWEEN ${filters.from_date}::date AND ${filters.to_date}::date`,
    PRIZE_TICKETS,
  ];
  if (filters.partner_path) where.push(sql`t.partner_path LIKE ${prefixPattern(filters.partner_path)}`);
  // Serials are digits only (the contract says so), so the prefix needs no escaping.
  if (filters.serial) where.push(sql`t.serial LIKE ${`${filters.serial}%`}`);
  if (filters.currency) where.push(sql`t.currency = ${filters.currency}`);
  if (filters.product_id) where.push(sql`o.product_id = ${filters.product_id}`);
  if (filters.state) where.push(STATE_FILTERS[filters.state]);
  return sql.join(where, sql` AND `);
}

const SORTABLE: Record<NonNullable<DetailedPrizeFilters['sort']>, SQL> = {
  sold_at: sql`t.sold_at`,
  serial: sql`t.serial`,
  taquilla_name: sql`tq.name`,
  draw_date: sql`o.draw_date`,
  amount: sql`tp.amount`,
  prize: sql`tp.prize`,
  state: STATE,
  paid_at: sql`pp.paid_at`,
};

/** Newest sale first unless another order is asked; the play's id breaks ties (stable pages). */
function orderOf(filters: DetailedPrizeFilters): SQL {
  if (!filters.sort) return sql`t.sold_at DESC, tp.id DESC`;
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  const nulls = filters.sort === 'paid_at' ? sql` NULLS LAST` : sql``;
  return sql`${SORTABLE[filters.sort]} ${direction}${nulls}, tp.id ${direction}`;
}

/**
 * Only the tables every filter needs. The plays are read per ticket through `ticket_plays_ticket_idx`
 * (`OFFSET 0` keeps the subquery a per-ticket lookup): the cost follows the tickets of the period,
 * never the size of the whole plays table, which a hash join would read from end to end.
 */
const BASE = sql`FROM tickets t
  CROSS JOIN LATERAL (SELECT tp.id, tp.occurrence_id, tp.bet_type_id, tp.number, tp.sign, tp.amount, tp.prize
                        FROM ticket_plays tp WHERE tp.ticket_id = t.id AND tp.prize > 0 OFFSET 0) tp
  JOIN draw_occurrences o ON o.id = tp.occurrence_id`;

/** Every column of a row (over `t`, `tp`, `o` and `DETAILS`), aliased, exact values as text. */
const COLUMNS = sql`tp.id::text AS id, t.id::text AS ticket_id, t.serial, t.sold_at,
  t.business_date::text AS business_date, t.taquilla_id, tq.name AS taquilla_name,
  o.id AS occurrence_id, l.name AS lottery_name, p.name AS product_name, d.name AS draw_name,
  o.draw_date::text AS draw_date, to_char(d.draw_time, 'HH24:MI') AS draw_time,
  bt.name AS bet_type_name, tp.number, tp.sign::int AS sign, sym.name AS symbol_name,
  t.currency, tp.amount::text AS amount, tp.prize::text AS prize, ${STATE} AS state,
  t.prize_expires_at, pp.paid_at, pp.taquilla_id AS paid_taquilla_id, ptq.name AS paid_taquilla_name`;

/** What a row says besides its ticket, play and draw occurrence. */
const DETAILS = sql`JOIN partners tq ON tq.id = t.taquilla_id
  JOIN draws d ON d.id = o.draw_id
  JOIN products p ON p.id = o.product_id
  JOIN lotteries l ON l.id = p.lottery_id
  JOIN bet_types bt ON bt.id = tp.bet_type_id
  LEFT JOIN product_symbols sym ON sym.product_id = p.id AND sym.number = tp.number AND bt.code = 'ANIMALITO'
  LEFT JOIN prize_payments pp ON pp.ticket_id = t.id
  LEFT JOIN partners ptq ON ptq.id = pp.taquilla_id`;

/** The tables a sort needs before the page is cut (the others are joined to the page's rows only). */
function sortJoins(filters: DetailedPrizeFilters): SQL {
  if (filters.sort === 'taquilla_name') return sql`JOIN partners tq ON tq.id = t.taquilla_id`;
  if (filters.sort === 'paid_at') return sql`LEFT JOIN prize_payments pp ON pp.ticket_id = t.id`;
  return sql``;
}

/**
 * One page: its plays are chosen, ordered and cut over the tickets, plays and occurrences alone;
 * only the page's rows are then joined to what they say (a million prizes are never all joined).
 */
function pageSql(scope: Scope, filters: DetailedPrizeFilters, limit: number, offset: number): SQL {
  const order = orderOf(filters);
  return sql`SELECT ${COLUMNS}
               FROM (SELECT t.id AS ticket_id, tp.id AS play_id ${BASE} ${sortJoins(filters)}
                      WHERE ${whereOf(scope, filters)}
                      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
               JOIN tickets t ON t.id = page.ticket_id
               JOIN ticket_plays tp ON tp.id = page.play_id
               JOIN draw_occurrences o ON o.id = tp.occurrence_id
               ${DETAILS}
              ORDER BY ${order}`;
}

/** Every prize of the filters, in the report's order (for a cursor). */
const allSql = (scope: Scope, filters: DetailedPrizeFilters) =>
  sql`SELECT ${COLUMNS} ${BASE} ${DETAILS} WHERE ${whereOf(scope, filters)} ORDER BY ${orderOf(filters)}`;

/** A row as the drivers give it: ids as text, instants as Date (pg) or text. */
interface RawPrize extends Omit<DetailedPrize, 'id' | 'ticket_id' | 'sold_at' | 'prize_expires_at' | 'paid_at'> {
  id: string;
  ticket_id: string;
  sold_at: Date | string;
  prize_expires_at: Date | string | null;
  paid_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toDetailedPrize = (row: RawPrize): DetailedPrize => ({
  ...row,
  id: Number(row.id),
  ticket_id: Number(row.ticket_id),
  currency: row.currency as Currency,
  sold_at: iso(row.sold_at)!,
  prize_expires_at: iso(row.prize_expires_at),
  paid_at: iso(row.paid_at),
});

/** One page of prizes. */
export async function prizePage(
  db: Db,
  scope: Scope,
  filters: DetailedPrizeFilters,
  limit: number,
  offset: number,
): Promise<DetailedPrize[]> {
  const rows = await rowsOf<RawPrize>(db, pageSql(scope, filters, limit, offset));
  return rows.map(toDetailedPrize);
}

/** Every prize of the filters through a cursor (an export of a million rows in constant memory). */
export async function* prizeCursor(db: Db, scope: Scope, filters: DetailedPrizeFilters): AsyncGenerator<DetailedPrize> {
  for await (const row of cursorRows<RawPrize>(db, allSql(scope, filters))) yield toDetailedPrize(row);
}

/** Totals per currency over every prize of the filters: how many, played, won, and won by state. */
export async function prizeTotals(db: Db, scope: Scope, filters: DetailedPrizeFilters): Promise<DetailedPrizeTotals[]> {
  const rows = await rowsOf<DetailedPrizeTotals>(
    db,
    sql`SELECT t.currency, count(*)::int AS prizes, sum(tp.amount)::text AS amount, sum(tp.prize)::text AS prize,
               coalesce(sum(tp.prize) FILTER (WHERE t.status = 'PAGADO'), 0)::text AS paid,
               coalesce(sum(tp.prize) FILTER (WHERE t.status <> 'PAGADO' AND NOT coalesce(${EXPIRED}, false)), 0)::text
                 AS pending,
               coalesce(sum(tp.prize) FILTER (WHERE ${EXPIRED}), 0)::text AS expired
          ${BASE}
         WHERE ${whereOf(scope, filters)}
         GROUP BY t.currency
         ORDER BY t.currency`,
  );
  return rows;
}
