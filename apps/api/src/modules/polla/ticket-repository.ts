import type { PollaCustomer, PollaTicket, PollaTicketRow, PollaTicketStatus } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';

/** The status a reader sees: a PREMIADO ticket past its expiry is VENCIDO. */
export const statusSql = sql`CASE WHEN t.status = 'PREMIADO' AND t.prize_expires_at <= now() THEN 'VENCIDO' ELSE t.status END`;

const isoSql = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The customer of a banca by cédula, or null. */
export async function findCustomer(
  db: Db,
  bancaId: number,
  idType: string,
  idNumber: string,
): Promise<PollaCustomer | null> {
  const [row] = await rowsOf<PollaCustomer>(
    db,
    sql`SELECT id_type, id_number, first_name, last_name, phone FROM polla_customers
         WHERE banca_id = ${bancaId} AND id_type = ${idType} AND id_number = ${idNumber}`,
  );
  return row ?? null;
}

/** The customer by cédula, created or brought up to date with what the seller typed. */
export async function upsertCustomer(db: Db, bancaId: number, c: PollaCustomer): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO polla_customers (banca_id, id_type, id_number, first_name, last_name, phone)
        VALUES (${bancaId}, ${c.id_type}, ${c.id_number}, ${c.first_name}, ${c.last_name}, ${c.phone})
        ON CONFLICT (banca_id, id_type, id_number) DO UPDATE
          SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, phone = EXCLUDED.phone, updated_at = now()
        RETURNING id`,
  );
  return row!.id;
}

/** The day's occurrences of the type's counted draws, with what the sale needs of them. */
export async function countedOccurrences(db: Db, drawIds: readonly number[], date: string) {
  return rowsOf<{ id: number; draw_id: number; open: boolean; resulted: boolean; awarded: boolean }>(
    db,
    sql`SELECT o.id, o.draw_id, o.close_at > now() AS open, o.result_number IS NOT NULL AS resulted,
               o.awarded_at IS NOT NULL AS awarded
          FROM draw_occurrences o
         WHERE o.draw_id = ANY (${intArray(drawIds)})
           AND o.draw_date = ${date}::date`,
  );
}

export async function activeSymbolNumbers(db: Db, productId: number): Promise<Set<string>> {
  const rows = await rowsOf<{ number: string }>(
    db,
    sql`SELECT number FROM product_symbols WHERE product_id = ${productId} AND status = 'ACTIVE'`,
  );
  return new Set(rows.map((row) => row.number));
}

export interface NewTicket {
  serial: string;
  pollaTypeId: number;
  drawDate: string;
  dailyPoteId: number;
  weeklyPoteId: number;
  customerId: number;
  taquillaId: number;
  agencyId: number;
  bancaId: number;
  partnerPath: string;
  sellerId: number;
  currency: string;
  price: bigint;
  toDailyFirst: bigint;
  toDailySecond: bigint;
  toWeekly: bigint;
  picks: { occurrenceId: number; number: string }[];
}

/** The ticket and its picks, in one statement. */
export async function insertTicket(db: Db, t: NewTicket): Promise<number> {
  const picks = t.picks.map((p) => sql`(${p.occurrenceId}::int, ${p.number}::text)`);
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`WITH ticket AS (
          INSERT INTO polla_tickets (serial, polla_type_id, draw_date, daily_pote_id, weekly_pote_id, customer_id, taquilla_id,
                                     agency_id, banca_id, partner_path, seller_id, currency, price, to_daily_first,
                                     to_daily_second, to_weekly)
          VALUES (${t.serial}, ${t.pollaTypeId}, ${t.drawDate}::date, ${t.dailyPoteId}, ${t.weeklyPoteId}, ${t.customerId},
                  ${t.taquillaId}, ${t.agencyId}, ${t.bancaId}, ${t.partnerPath}, ${t.sellerId}, ${t.currency},
                  ${t.price.toString()}::bigint, ${t.toDailyFirst.toString()}::bigint, ${t.toDailySecond.toString()}::bigint,
                  ${t.toWeekly.toString()}::bigint)
          RETURNING id),
        picks AS (
          INSERT INTO polla_ticket_picks (ticket_id, occurrence_id, number)
          SELECT ticket.id, p.occurrence_id, p.number FROM ticket, (VALUES ${sql.join(picks, sql`, `)}) AS p(occurrence_id, number))
        SELECT id::text FROM ticket`,
  );
  return Number(row!.id);
}

export interface LockedTicket {
  id: number;
  serial: string;
  status: 'ACTIVO' | 'ANULADO' | 'PREMIADO' | 'PERDEDOR' | 'PAGADO';
  currency: string;
  price: string;
  agency_name: string;
  taquilla_id: number;
  agency_id: number;
  banca_id: number;
  polla_type_id: number;
  daily_pote_id: number;
  weekly_pote_id: number;
  to_daily_first: string;
  to_daily_second: string;
  to_weekly: string;
  prize_total: string;
  expired: boolean;
  within_window: boolean;
  sales_open: boolean;
}

/** Which ticket: by id or serial, within a subtree (LIKE pattern of paths) or a banca. */
export interface TicketKey {
  id?: number;
  serial?: string;
  scopePattern?: string;
  bancaId?: number;
}

const keyWhere = (key: TicketKey) =>
  sql.join(
    [
      key.id === undefined ? null : sql`t.id = ${key.id}`,
      key.serial === undefined ? null : sql`t.serial = ${key.serial}`,
      key.scopePattern === undefined ? null : sql`t.partner_path LIKE ${key.scopePattern}`,
      key.bancaId === undefined ? null : sql`t.banca_id = ${key.bancaId}`,
    ].filter((part): part is SQL => part !== null),
    sql` AND `,
  );

/**
 * A ticket of the key, locked (its annulment and its payment queue on this row), or only read
 * with `lock: false`.
 */
export async function lockTicket(db: Db, key: TicketKey, { lock = true } = {}): Promise<LockedTicket | null> {
  const where = keyWhere(key);
  const [row] = await rowsOf<LockedTicket>(
    db,
    sql`SELECT t.id::int, t.serial, t.status, t.currency, t.price::text, (SELECT name FROM partners WHERE id = t.agency_id) AS agency_name,
               t.taquilla_id, t.agency_id, t.banca_id, t.polla_type_id, t.daily_pote_id,
               t.weekly_pote_id, t.to_daily_first::text, t.to_daily_second::text, t.to_weekly::text,
               (t.prize_first + t.prize_second + t.prize_weekly)::text AS prize_total,
               coalesce(t.prize_expires_at <= now(), false) AS expired,
               t.sold_at + make_interval(mins => pt.annul_minutes) > now() AS within_window,
               NOT EXISTS (SELECT 1 FROM polla_ticket_picks p JOIN draw_occurrences o ON o.id = p.occurrence_id
                            WHERE p.ticket_id = t.id AND o.close_at <= now()) AS sales_open
          FROM polla_tickets t JOIN polla_types pt ON pt.id = t.polla_type_id
         WHERE ${where} ${lock ? sql`FOR UPDATE OF t` : sql``}`,
  );
  return row ?? null;
}

export async function markAnnulled(db: Db, id: number, userId: number) {
  await db.execute(
    sql`UPDATE polla_tickets SET status = 'ANULADO', annulled_at = now(), annulled_by = ${userId} WHERE id = ${id}`,
  );
}

/** The payment's guard: PREMIADO and unexpired at this instant, or nothing changes. */
export async function markPaid(db: Db, id: number, userId: number, taquillaId: number) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE polla_tickets SET status = 'PAGADO', paid_at = now(), paid_by = ${userId}, paid_taquilla_id = ${taquillaId}
         WHERE id = ${id} AND status = 'PREMIADO' AND prize_expires_at > now() RETURNING id::text`,
  );
  return rows.length === 1;
}

const pickDraws = sql`coalesce((
  SELECT json_agg(x ORDER BY x.draw_time) FROM (
    SELECT p.occurrence_id, o.draw_id, to_char(d.draw_time, 'HH24:MI') AS draw_time, o.result_number,
           (SELECT s.name FROM product_symbols s WHERE s.product_id = o.product_id AND s.number = o.result_number) AS result_name,
           json_agg(json_build_object('number', p.number,
                      'name', coalesce((SELECT s.name FROM product_symbols s WHERE s.product_id = o.product_id AND s.number = p.number), p.number),
                      'hit', CASE WHEN o.result_number IS NULL THEN NULL ELSE p.number = o.result_number END)
                    ORDER BY p.number) AS picks
      FROM polla_ticket_picks p JOIN draw_occurrences o ON o.id = p.occurrence_id JOIN draws d ON d.id = o.draw_id
     WHERE p.ticket_id = t.id
     GROUP BY p.occurrence_id, o.draw_id, d.draw_time, o.result_number, o.product_id) x), '[]'::json)`;

const ticketFrom = sql`FROM polla_tickets t
  JOIN polla_types pt ON pt.id = t.polla_type_id
  JOIN polla_customers c ON c.id = t.customer_id
  JOIN partners tq ON tq.id = t.taquilla_id
  JOIN partners ag ON ag.id = t.agency_id`;

const summaryColumns = sql`t.id::int, t.serial, t.polla_type_id, pt.name AS polla_type_name, t.draw_date::text, ${statusSql} AS status,
  t.currency, t.price::text, ${isoSql(sql`t.sold_at`)} AS sold_at, tq.name AS taquilla_name, ag.name AS agency_name,
  t.score, t.prize_first::text, t.prize_second::text, t.prize_weekly::text,
  (t.prize_first + t.prize_second + t.prize_weekly)::text AS prize_total,
  ${isoSql(sql`t.prize_expires_at`)} AS prize_expires_at, ${isoSql(sql`t.paid_at`)} AS paid_at`;

type RawTicket = Omit<PollaTicketRow, 'prize'> & {
  prize_first: string;
  prize_second: string;
  prize_weekly: string;
  id_type: 'V' | 'E';
  id_number: string;
  first_name: string;
  last_name: string;
  phone: string;
  draws: PollaTicket['draws'] | string;
};

const prizeOf = (row: RawTicket) => ({
  first: row.prize_first,
  second: row.prize_second,
  weekly: row.prize_weekly,
  total: row.prize_total,
});

/** One ticket with its customer, its picks per draw and its prize, or null outside `where`. */
export async function loadTicket(db: Db, key: TicketKey): Promise<PollaTicket | null> {
  const where = keyWhere(key);
  const [row] = await rowsOf<RawTicket>(
    db,
    sql`SELECT ${summaryColumns}, c.id_type, c.id_number, c.first_name, c.last_name, c.phone, ${pickDraws} AS draws
        ${ticketFrom} WHERE ${where}`,
  );
  if (!row) return null;
  return {
    ...row,
    customer: {
      id_type: row.id_type,
      id_number: row.id_number,
      first_name: row.first_name,
      last_name: row.last_name,
      phone: row.phone,
    },
    draws: typeof row.draws === 'string' ? JSON.parse(row.draws) : row.draws,
    prize: prizeOf(row),
  };
}

export interface TicketFilters {
  scopePattern: string;
  date?: string | undefined;
  statuses?: readonly PollaTicketStatus[] | undefined;
  pollaTypeId?: number | undefined;
  /** Only tickets with a prize (PREMIADO, PAGADO, VENCIDO). */
  withPrize?: boolean;
}

const ticketWhere = (f: TicketFilters) => sql`t.partner_path LIKE ${f.scopePattern}
  ${f.date ? sql`AND t.draw_date = ${f.date}::date` : sql``}
  ${f.pollaTypeId ? sql`AND t.polla_type_id = ${f.pollaTypeId}` : sql``}
  ${f.withPrize ? sql`AND t.prize_first + t.prize_second + t.prize_weekly > 0` : sql``}
  ${
    f.statuses?.length
      ? sql`AND ${statusSql} IN (${sql.join(
          f.statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql``
  }`;

const SORTS = { sold_at: sql`t.sold_at`, serial: sql`t.serial`, status: sql`t.status` } as const;

export async function listTickets(
  db: Db,
  filters: TicketFilters,
  sort: { sort?: keyof typeof SORTS | undefined; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<PollaTicketRow[]> {
  const rows = await rowsOf<RawTicket & { customer_name: string; cedula: string }>(
    db,
    sql`SELECT ${summaryColumns}, c.first_name || ' ' || c.last_name AS customer_name, c.id_type || '-' || c.id_number AS cedula
        ${ticketFrom} WHERE ${ticketWhere(filters)}
        ORDER BY ${SORTS[sort.sort ?? 'sold_at']} ${sort.order === 'desc' ? sql`DESC` : sql`ASC`}, t.id
        LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ ...row, prize: prizeOf(row) }));
}

/** How many tickets, and their prices and prizes per currency (annulled tickets sell nothing). */
export async function ticketTotals(db: Db, filters: TicketFilters) {
  return rowsOf<{ currency: string; tickets: number; price: string; prize_total: string }>(
    db,
    sql`SELECT t.currency, count(*)::int AS tickets,
               coalesce(sum(t.price) FILTER (WHERE t.status <> 'ANULADO'), 0)::text AS price,
               sum(t.prize_first + t.prize_second + t.prize_weekly)::text AS prize_total
        ${ticketFrom} WHERE ${ticketWhere(filters)} GROUP BY t.currency ORDER BY t.currency`,
  );
}
