import { randomInt } from 'node:crypto';
import { type EndpointContract, type KpiAnswer, type KpiQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../session';
import type { Db } from '../../src/db/client';
import { chainOf } from '../../src/lib/chain';
import { rowsOf } from '../../src/lib/raw-query';

/*
 * What the KPI tests share: calls with a query and a zone, and the same figures computed
 * straight from the tickets and plays (never from the rollups).
 */

/** GET of a KPI with its query (and a zone, else the server's default). */
export async function kpi<T = unknown>(
  app: FastifyInstance,
  token: string,
  contract: Pick<EndpointContract, 'path'>,
  query: KpiQuery = {},
  timezone?: string,
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await app.inject({
    method: 'GET',
    url: `${contract.path}?${search.toString()}`,
    headers: { ...bearer(token), ...(timezone ? { 'x-timezone': timezone } : {}) },
  });
  return { status: response.statusCode, body: response.json<KpiAnswer<T> & { code?: string }>() };
}

/** A KPI that must answer 200: its rows. */
export async function kpiRows<T>(
  app: FastifyInstance,
  token: string,
  contract: Pick<EndpointContract, 'path'>,
  query: KpiQuery = {},
) {
  const answer = await kpi<T>(app, token, contract, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

export async function partnerByCode(db: Db, code: string) {
  const [row] = await rowsOf<{ id: number; path: string; parent_id: number; currency: string }>(
    db,
    sql`SELECT id, path, parent_id, currency FROM partners WHERE code = ${code}`,
  );
  if (!row) throw new Error(`No existe el asociado ${code}`);
  return row;
}

/** A seller (VEND_TAQUILLA, the demo password) at a taquilla, for branches without one. */
export async function addSeller(db: Db, username: string, taquillaCode: string) {
  await db.execute(sql`INSERT INTO users (username, password_hash, name, role, partner_id)
    SELECT ${username}, password_hash, 'Vendedor de prueba', role, (SELECT id FROM partners WHERE code = ${taquillaCode})
      FROM users WHERE username = 'taquilla'`);
}

/** A new taquilla under an agency, made now: no sales of the demo's past can be its. */
export async function addTaquilla(db: Db, code: string, agencyCode: string) {
  const agency = await partnerByCode(db, agencyCode);
  await db.execute(sql`INSERT INTO partners (kind, code, name, country_iso2, currency, parent_id, path, depth)
    SELECT 'TAQUILLA', ${code}, ${`Taquilla ${code}`}, country_iso2, currency, id, '', depth + 1
      FROM partners WHERE id = ${agency.id}`);
  // The path holds the new id, known only once the row is written.
  await db.execute(sql`UPDATE partners SET path = ${agency.path} || id || '/' WHERE code = ${code}`);
  return partnerByCode(db, code);
}

/**
 * A ticket sold `daysAgo` days before today at a taquilla, written straight into the tables in
 * one statement (as a sale writes it): the API only sells today, and a late event needs a past sale.
 */
export async function pastTicket(
  db: Db,
  taquillaCode: string,
  daysAgo: number,
  play: { occurrence: number; number: string; amount: bigint },
) {
  const taquilla = await partnerByCode(db, taquillaCode);
  const chain = chainOf(taquilla.path);
  const [row] = await rowsOf<{ id: string; business_date: string }>(
    db,
    sql`WITH ticket AS (
          INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                               currency, total, channel, status, sold_at, business_date)
          SELECT ${String(randomInt(1_000_000_000, 9_999_999_999))}, ${`SC${randomInt(100_000, 999_999)}`}, ${taquilla.id},
                 ${taquilla.parent_id}, ${chain[0]}, ${taquilla.path}, ${`{${chain.join(',')}}`}::int[],
                 (SELECT min(id) FROM users WHERE role = 'ADMIN_BANCA'), ${taquilla.currency}, ${play.amount.toString()}::bigint,
                 'WEB', 'ACTIVO', now() - make_interval(days => ${daysAgo}),
                 ((now() - make_interval(days => ${daysAgo})) AT TIME ZONE
                   (SELECT timezone FROM banca_settings WHERE partner_id = ${chain[0]}))::date
          RETURNING id, business_date),
        plays AS (
          INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, number_key, requested, amount, multiplier)
          SELECT ticket.id, ${play.occurrence}, (SELECT id FROM bet_types WHERE code = 'ANIMALITO'), ${play.number},
                 ${play.number}, ${play.amount.toString()}::bigint, ${play.amount.toString()}::bigint, 30
            FROM ticket)
        SELECT id::text, business_date::text FROM ticket`,
  );
  return { id: Number(row!.id), businessDate: row!.business_date };
}

export interface DirectSales {
  key: string;
  currency: string;
  sales: string;
  annulled: string;
  plays: number;
  prizes: string;
  commission: string;
  participation: string;
  net: string;
}

/**
 * Sales figures per `key` (an expression over tickets `t`, plays `p`, occurrences `o` and the
 * taquilla `tq`) and currency, from the tickets and plays of a subtree and dates: commission and
 * participation at the agency's percentages, rounded half up per (key, agency, product, bet type).
 */
export async function directSales(
  db: Db,
  where: { path: string; from: string; to: string; productId?: number },
  key: SQL,
): Promise<DirectSales[]> {
  return rowsOf<DirectSales>(
    db,
    sql`WITH g AS (
          SELECT ${key} AS key, t.currency, t.agency_id, o.product_id, p.bet_type_id,
                 coalesce(sum(p.amount) FILTER (WHERE t.status <> 'ANULADO'), 0) AS sales,
                 coalesce(sum(p.amount) FILTER (WHERE t.status = 'ANULADO'), 0) AS annulled,
                 count(*) FILTER (WHERE t.status <> 'ANULADO') AS plays,
                 coalesce(sum(p.prize) FILTER (WHERE t.status <> 'ANULADO'), 0) AS prizes
            FROM tickets t JOIN ticket_plays p ON p.ticket_id = t.id
            JOIN draw_occurrences o ON o.id = p.occurrence_id JOIN partners tq ON tq.id = t.taquilla_id
           WHERE tq.path LIKE ${`${where.path}%`} AND t.business_date BETWEEN ${where.from}::date AND ${where.to}::date
             ${where.productId === undefined ? sql`` : sql`AND o.product_id = ${where.productId}`}
           GROUP BY 1, 2, 3, 4, 5),
        priced AS (
          SELECT g.*, round(g.sales * c.commission_pct / 100) AS commission, c.participation_pct
            FROM g, banca_agency_commission(g.agency_id, g.product_id, g.bet_type_id) c)
        SELECT key::text, currency, sum(sales)::text AS sales, sum(annulled)::text AS annulled, sum(plays)::int AS plays,
               sum(prizes)::text AS prizes, sum(commission)::text AS commission,
               sum(round(greatest(sales - prizes - commission, 0) * participation_pct / 100))::text AS participation,
               sum(sales - prizes - commission)::text AS net
          FROM priced GROUP BY key, currency ORDER BY key, currency`,
  );
}

/** Tickets per `key` (over tickets `t`) and currency: not annulled with their total, and annulled. */
export async function directTickets(db: Db, where: { path: string; from: string; to: string }, key: SQL) {
  return rowsOf<{ key: string; currency: string; tickets: number; total: string; annulled_tickets: number }>(
    db,
    sql`SELECT ${key}::text AS key, t.currency, count(*) FILTER (WHERE t.status <> 'ANULADO')::int AS tickets,
               coalesce(sum(t.total) FILTER (WHERE t.status <> 'ANULADO'), 0)::text AS total,
               count(*) FILTER (WHERE t.status = 'ANULADO')::int AS annulled_tickets
          FROM tickets t JOIN partners tq ON tq.id = t.taquilla_id
         WHERE tq.path LIKE ${`${where.path}%`} AND t.business_date BETWEEN ${where.from}::date AND ${where.to}::date
         GROUP BY 1, 2 ORDER BY 1, 2`,
  );
}

/** The last ticket id given out so far: the tickets a test writes come after it. */
export async function lastTicketId(db: Db): Promise<number> {
  const [row] = await rowsOf<{ id: string }>(db, sql`SELECT coalesce(max(id), 0)::text AS id FROM tickets`);
  return Number(row!.id);
}

/** The business dates of the tickets after `afterId` (of a subtree, when given). */
export async function ticketDates(db: Db, afterId: number, path = '/') {
  const [row] = await rowsOf<{ from: string; to: string }>(
    db,
    sql`SELECT min(business_date)::text AS from, max(business_date)::text AS to FROM tickets
         WHERE id > ${afterId} AND partner_path LIKE ${`${path}%`}`,
  );
  return { from: row!.from, to: row!.to };
}

/** Rows as `[key, currency, …figures]` sorted, to compare a KPI with the direct figures. */
export function table<T extends object>(rows: readonly T[], key: (row: T) => string, figures: readonly (keyof T)[]) {
  return rows
    .map((row) => [key(row), String((row as { currency?: string }).currency), ...figures.map((f) => String(row[f]))])
    .sort((a, b) => a.join('|').localeCompare(b.join('|')));
}
