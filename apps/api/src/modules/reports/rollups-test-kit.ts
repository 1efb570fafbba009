import { recalculateGeneralReport, type EndpointContract, type KpiAnswer, type KpiQuery } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { bearer } from '../../../test/session';
import { foldRollups } from './repository';

/** Test helpers of the rollups and the KPIs: calls, the figures computed from the raw tickets, snapshots. */

export type Figures = Record<string, { sales: bigint; annulled: bigint; plays: bigint; prizes: bigint; paid: bigint }>;

/** GET of a KPI with its query (and a zone, else the server's default). */
export async function kpi<T>(
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
  return { status: response.statusCode, body: response.json<KpiAnswer<T>>() };
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

/** Adds up rows per currency, over the measures named (money strings or counts). */
export function sumByCurrency(
  rows: readonly object[],
  measures: readonly string[],
): Record<string, Record<string, bigint>> {
  const sums: Record<string, Record<string, bigint>> = {};
  for (const row of rows as Record<string, unknown>[]) {
    const currency = String(row.currency);
    const sum = (sums[currency] ??= Object.fromEntries(measures.map((m) => [m, 0n])));
    for (const m of measures) sum[m] = sum[m]! + BigInt(row[m] as string | number);
  }
  return sums;
}

/** Sales figures per currency computed from the tickets and plays themselves, for a subtree and dates. */
export async function directFigures(
  db: Db,
  path: string,
  from: string,
  to: string,
  productId?: number,
): Promise<Figures> {
  const rows = await rowsOf<{
    currency: string;
    sales: string;
    annulled: string;
    plays: string;
    prizes: string;
    paid: string;
  }>(
    db,
    sql`SELECT t.currency,
               coalesce(sum(p.amount) FILTER (WHERE t.status <> 'ANULADO'), 0)::text AS sales,
               coalesce(sum(p.amount) FILTER (WHERE t.status = 'ANULADO'), 0)::text AS annulled,
               count(*) FILTER (WHERE t.status <> 'ANULADO')::text AS plays,
               sum(p.prize)::text AS prizes,
               coalesce(sum(p.prize) FILTER (WHERE t.status = 'PAGADO'), 0)::text AS paid
          FROM tickets t JOIN ticket_plays p ON p.ticket_id = t.id JOIN draw_occurrences o ON o.id = p.occurrence_id
         WHERE t.partner_path LIKE ${`${path}%`} AND t.business_date BETWEEN ${from}::date AND ${to}::date
           AND (${productId ?? null}::int IS NULL OR o.product_id = ${productId ?? null}::int)
         GROUP BY t.currency`,
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.currency,
      {
        sales: BigInt(row.sales),
        annulled: BigInt(row.annulled),
        plays: BigInt(row.plays),
        prizes: BigInt(row.prizes),
        paid: BigInt(row.paid),
      },
    ]),
  );
}

/** Tickets sold (not annulled) and annulled per currency, from the tickets themselves. */
export async function directTickets(db: Db, path: string, from: string, to: string) {
  const rows = await rowsOf<{ currency: string; tickets: string; annulled_tickets: string }>(
    db,
    sql`SELECT currency, count(*) FILTER (WHERE status <> 'ANULADO')::text AS tickets,
               count(*) FILTER (WHERE status = 'ANULADO')::text AS annulled_tickets
          FROM tickets WHERE partner_path LIKE ${`${path}%`} AND business_date BETWEEN ${from}::date AND ${to}::date
         GROUP BY currency`,
  );
  return Object.fromEntries(
    rows.map((row) => [row.currency, { tickets: BigInt(row.tickets), annulled_tickets: BigInt(row.annulled_tickets) }]),
  );
}

/** Every rollup row of a banca's dates, as text, in key order: two snapshots compare byte for byte. */
export async function rollupSnapshot(db: Db, bancaId: number, from: string, to: string): Promise<string[]> {
  const where = sql`WHERE r.banca_id = ${bancaId} AND r.business_date BETWEEN ${from}::date AND ${to}::date`;
  const rows = await rowsOf<{ row: string }>(
    db,
    sql`SELECT 's' || r::text AS row FROM sales_rollups r ${where}
        UNION ALL SELECT 'n' || r::text FROM number_rollups r ${where}
        UNION ALL SELECT 't' || r::text FROM ticket_rollups r ${where}
        ORDER BY 1`,
  );
  return rows.map((row) => row.row);
}

/** Folds every pending delta now (waiting for the background folder if it is folding). */
export const foldNow = (db: Db) => foldRollups(db, true);

/** POST general/recalculate as `token` for a range. */
export async function recalculate(app: FastifyInstance, token: string, from: string, to: string) {
  const response = await app.inject({
    method: 'POST',
    url: recalculateGeneralReport.path,
    headers: bearer(token),
    payload: { from_date: from, to_date: to },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** The partner's id and path by its code. */
export async function partnerByCode(db: Db, code: string) {
  const [row] = await rowsOf<{ id: number; path: string }>(db, sql`SELECT id, path FROM partners WHERE code = ${code}`);
  return row!;
}

/** The first and last business dates of every ticket (or today's twice when there are none). */
export async function ticketDates(db: Db) {
  const [row] = await rowsOf<{ from: string; to: string }>(
    db,
    sql`SELECT coalesce(min(business_date), current_date)::text AS from, coalesce(max(business_date), current_date)::text AS to FROM tickets`,
  );
  return row!;
}
