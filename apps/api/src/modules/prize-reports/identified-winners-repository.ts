import type { Currency, IdentifiedWinner, IdentifiedWinnersTotals, ZIdentifiedWinnersQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cursorRows } from '../../lib/file-answer';
import { prefixPattern } from '../../lib/like-pattern';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import type { ResolvedFilters } from './report-filters';

/**
 * «Ganadores identificados»: the payments whose winner was identified (`prize_winners`), by the
 * payment's business date, scoped by the paying taquilla's place in the caller's subtree.
 */

/** The report's filters once resolved: a period, and perhaps a narrower subtree than the caller's. */
export type IdentifiedWinnersFilters = ResolvedFilters<z.output<typeof ZIdentifiedWinnersQuery>>;

const BASE = sql`FROM prize_winners pw
  JOIN prize_payments pp ON pp.id = pw.payment_id
  JOIN partners tq ON tq.id = pp.taquilla_id`;

/** The filters, scope first: a payment made outside the caller's subtree is never read. */
function whereOf(scope: Scope, filters: IdentifiedWinnersFilters): SQL {
  const where: SQL[] = [
    sql`tq.path LIKE ${subtreePattern(scope)}`,
    sql`pp.business_date BETWEEN ${filters.from_date}::date AND ${filters.to_date}::date`,
  ];
  if (filters.partner_path) where.push(sql`tq.path LIKE ${prefixPattern(filters.partner_path)}`);
  if (filters.min_amount) where.push(sql`pp.amount >= ${filters.min_amount}::bigint`);
  if (filters.currency) where.push(sql`pp.currency = ${filters.currency}`);
  return sql.join(where, sql` AND `);
}

const SORTABLE: Record<NonNullable<IdentifiedWinnersFilters['sort']>, SQL> = {
  paid_at: sql`pp.paid_at`,
  amount: sql`pp.amount`,
  name: sql`pw.name`,
  taquilla_name: sql`tq.name`,
};

/** Newest payment first unless another order is asked; the row's id breaks ties (stable pages). */
function orderOf(filters: IdentifiedWinnersFilters): SQL {
  if (!filters.sort) return sql`pp.paid_at DESC, pw.id DESC`;
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`${SORTABLE[filters.sort]} ${direction}, pw.id ${direction}`;
}

const COLUMNS = sql`pw.id, pw.ticket_id::text AS ticket_id, t.serial, pp.paid_at, pp.business_date::text AS business_date,
  ag.name AS agency_name, tq.name AS taquilla_name, u.name AS paid_by, pp.currency, pp.amount::text AS amount,
  pw.document, pw.name, pw.phone`;

const DETAILS = sql`JOIN tickets t ON t.id = pw.ticket_id
  JOIN partners ag ON ag.id = tq.parent_id
  JOIN users u ON u.id = pp.paid_by`;

const selectSql = (scope: Scope, filters: IdentifiedWinnersFilters) =>
  sql`SELECT ${COLUMNS} ${BASE} ${DETAILS} WHERE ${whereOf(scope, filters)} ORDER BY ${orderOf(filters)}`;

interface RawWinner extends Omit<IdentifiedWinner, 'ticket_id' | 'paid_at'> {
  ticket_id: string;
  paid_at: Date | string;
}

const toWinner = (row: RawWinner): IdentifiedWinner => ({
  ...row,
  ticket_id: Number(row.ticket_id),
  currency: row.currency as Currency,
  paid_at: new Date(row.paid_at).toISOString(),
});

/** One page of identified payments. */
export async function identifiedWinnersPage(
  db: Db,
  scope: Scope,
  filters: IdentifiedWinnersFilters,
  limit: number,
  offset: number,
): Promise<IdentifiedWinner[]> {
  const rows = await rowsOf<RawWinner>(db, sql`${selectSql(scope, filters)} LIMIT ${limit} OFFSET ${offset}`);
  return rows.map(toWinner);
}

/** Every identified payment of the filters through a cursor, for the export. */
export async function* identifiedWinnersCursor(
  db: Db,
  scope: Scope,
  filters: IdentifiedWinnersFilters,
): AsyncGenerator<IdentifiedWinner> {
  for await (const row of cursorRows<RawWinner>(db, selectSql(scope, filters))) yield toWinner(row);
}

/** How many payments and how much, per currency (never added across currencies). */
export async function identifiedWinnersTotals(
  db: Db,
  scope: Scope,
  filters: IdentifiedWinnersFilters,
): Promise<IdentifiedWinnersTotals[]> {
  return rowsOf<IdentifiedWinnersTotals>(
    db,
    sql`SELECT pp.currency, count(*)::int AS winners, sum(pp.amount)::text AS amount
          ${BASE}
         WHERE ${whereOf(scope, filters)}
         GROUP BY pp.currency
         ORDER BY pp.currency`,
  );
}
