import type { CashFundInForce, CashPrizeTicket, CashPrizeTicketPage } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { PRIZE_OWED } from '../../lib/prize-expiry';

/** Sets a taquilla's opening fund in a currency: the newest one set is the one in force. */
export async function insertFund(
  db: Db,
  fund: { taquillaId: number; currency: string; amount: string; observation: string | null; userId: number },
) {
  await db.execute(sql`INSERT INTO cash_funds (taquilla_id, currency, amount, observation, created_by)
    VALUES (${fund.taquillaId}, ${fund.currency}, ${fund.amount}::bigint, ${fund.observation}, ${fund.userId})`);
}

/** The fund in force of every taquilla and currency of the scope (the last one set), under a partner if asked. */
export async function fundsInForce(db: Db, scope: Scope, partnerPath: string | null): Promise<CashFundInForce[]> {
  const rows = await rowsOf<CashFundInForce & { created_at: Date | string }>(
    db,
    sql`SELECT DISTINCT ON (f.taquilla_id, f.currency) f.taquilla_id, tq.name AS taquilla_name, f.currency, f.amount::text,
               u.username AS created_by, f.created_at
          FROM cash_funds f JOIN partners tq ON tq.id = f.taquilla_id JOIN users u ON u.id = f.created_by
         WHERE tq.path LIKE ${subtreePattern(scope)} ${partnerPath ? sql`AND tq.path LIKE ${partnerPath + '%'}` : sql``}
         ORDER BY f.taquilla_id, f.currency, f.id DESC`,
  );
  return rows
    .map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))
    .sort((a, b) => a.taquilla_name.localeCompare(b.taquilla_name, 'es') || a.currency.localeCompare(b.currency));
}

export interface PrizeTicketFilters {
  fromDate: string;
  toDate: string;
  taquillaId: number | null;
}

/** A prize paid (its outcome «Pago de premio», on the day paid) or still owed (its ticket, on the day sold), one row each. */
function prizeTickets(scope: Scope, f: PrizeTicketFilters): SQL {
  const taquilla = (column: SQL) => (f.taquillaId === null ? sql`` : sql`AND ${column} = ${f.taquillaId}`);
  return sql`(SELECT t.id::int AS ticket_id, t.serial AS ticket_serial, tq.id AS taquilla_id, tq.name AS taquilla_name, m.currency,
                 m.business_date::text AS business_date, m.amount AS amount, 'PAGADO' AS state, m.created_at AS paid_at
            FROM cash_movements m JOIN partners tq ON tq.id = m.taquilla_id JOIN tickets t ON t.id = m.ticket_id
            JOIN cash_expense_types et ON et.id = m.expense_type_id AND et.code = 'PAGO_PREMIO'
           WHERE m.status = 'APROBADO' AND tq.path LIKE ${subtreePattern(scope)} ${taquilla(sql`m.taquilla_id`)}
             AND m.business_date BETWEEN ${f.fromDate}::date AND ${f.toDate}::date
          UNION ALL
          SELECT t.id::int, t.serial, tq.id, tq.name, t.currency, t.business_date::text, t.prize_total, 'PENDIENTE', NULL
            FROM tickets t JOIN partners tq ON tq.id = t.taquilla_id
           WHERE ${PRIZE_OWED} AND t.partner_path LIKE ${subtreePattern(scope)}
             ${taquilla(sql`t.taquilla_id`)} AND t.business_date BETWEEN ${f.fromDate}::date AND ${f.toDate}::date) p`;
}

const PRIZE_ORDER: Record<string, SQL> = { business_date: sql`p.business_date`, amount: sql`p.amount` };

export async function prizeTicketRows(
  db: Db,
  scope: Scope,
  f: PrizeTicketFilters,
  page: { sort?: string | undefined; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<CashPrizeTicket[]> {
  const direction = page.order === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await rowsOf<Omit<CashPrizeTicket, 'paid_at'> & { paid_at: Date | string | null }>(
    db,
    sql`SELECT p.ticket_id, p.ticket_serial, p.taquilla_id, p.taquilla_name, p.currency, p.business_date, p.amount::text AS amount,
               p.state, p.paid_at
          FROM ${prizeTickets(scope, f)}
         ORDER BY ${PRIZE_ORDER[page.sort ?? 'business_date'] ?? PRIZE_ORDER.business_date} ${direction}, p.ticket_id
         LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((row) => ({ ...row, paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString() }));
}

export async function prizeTicketCount(db: Db, scope: Scope, f: PrizeTicketFilters): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${prizeTickets(scope, f)}`);
  return row?.n ?? 0;
}

/** Paid and pending per currency over every row of the filters. */
export async function prizeTicketTotals(
  db: Db,
  scope: Scope,
  f: PrizeTicketFilters,
): Promise<CashPrizeTicketPage['totals']> {
  return rowsOf<CashPrizeTicketPage['totals'][number]>(
    db,
    sql`SELECT p.currency, count(*) FILTER (WHERE p.state = 'PAGADO')::int AS paid_count,
               coalesce(sum(p.amount) FILTER (WHERE p.state = 'PAGADO'), 0)::text AS paid,
               count(*) FILTER (WHERE p.state = 'PENDIENTE')::int AS pending_count,
               coalesce(sum(p.amount) FILTER (WHERE p.state = 'PENDIENTE'), 0)::text AS pending
          FROM ${prizeTickets(scope, f)} GROUP BY p.currency ORDER BY p.currency`,
  );
}
