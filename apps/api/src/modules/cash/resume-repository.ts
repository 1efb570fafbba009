import type { Currency } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { PRIZE_OWED } from '../../lib/prize-expiry';
import { REGISTER_EXPECTED_AND_COUNTED } from './register-repository';

/** The bank's cash resume per day and agency, and prizes per taquilla (ADR 045). */

export async function resumeRows(db: Db, scope: Scope, fromDate: string, toDate: string) {
  return rowsOf<{
    business_date: string;
    agency_id: number;
    agency_name: string;
    currency: Currency;
    registers: number;
    created: number;
    returned: number;
    sent: number;
    approved: number;
    pending: number;
    expected: string;
    counted: string;
    difference: string;
  }>(
    db,
    sql`WITH e AS (
          SELECT r.business_date, ag.id AS agency_id, ag.name AS agency_name, r.currency, r.status,
                 ${REGISTER_EXPECTED_AND_COUNTED}
            FROM cash_registers r JOIN partners tq ON tq.id = r.taquilla_id JOIN partners ag ON ag.id = tq.parent_id
           WHERE tq.path LIKE ${subtreePattern(scope)} AND r.business_date BETWEEN ${fromDate}::date AND ${toDate}::date)
        SELECT business_date::text, agency_id, agency_name, currency, count(*)::int AS registers,
               -- in the taquilla's hands: open or counted; returned ones (sent back to be counted again) apart
               count(*) FILTER (WHERE status IN ('CREATED', 'UPDATED'))::int AS created,
               count(*) FILTER (WHERE status = 'RETURNED')::int AS returned,
               count(*) FILTER (WHERE status IN ('SENT', 'RECALCULATED'))::int AS sent,
               count(*) FILTER (WHERE status = 'APPROVED')::int AS approved,
               count(*) FILTER (WHERE status <> 'APPROVED')::int AS pending,
               sum(expected)::text AS expected, coalesce(sum(counted), 0)::text AS counted,
               coalesce(sum(counted - expected), 0)::text AS difference
          FROM e GROUP BY business_date, agency_id, agency_name, currency
         ORDER BY business_date DESC, agency_name, currency`,
  );
}

export async function prizeRows(db: Db, scope: Scope, fromDate: string, toDate: string) {
  return rowsOf<{
    taquilla_id: number;
    taquilla_name: string;
    currency: Currency;
    paid_count: number;
    paid: string;
    pending_count: number;
    pending: string;
  }>(
    db,
    sql`WITH paid AS (
          SELECT m.taquilla_id, m.currency, count(*)::int AS n, sum(m.amount) AS amount
            FROM cash_movements m JOIN partners tq ON tq.id = m.taquilla_id
           WHERE m.ticket_id IS NOT NULL AND m.status = 'APROBADO' AND tq.path LIKE ${subtreePattern(scope)}
             AND m.business_date BETWEEN ${fromDate}::date AND ${toDate}::date
           GROUP BY 1, 2),
        owed AS (
          SELECT t.taquilla_id, t.currency, count(*)::int AS n, sum(t.prize_total) AS amount
            FROM tickets t
           WHERE ${PRIZE_OWED} AND t.partner_path LIKE ${subtreePattern(scope)}
             AND t.business_date BETWEEN ${fromDate}::date AND ${toDate}::date
           GROUP BY 1, 2)
        SELECT tq.id AS taquilla_id, tq.name AS taquilla_name, x.currency,
               coalesce(paid.n, 0) AS paid_count, coalesce(paid.amount, 0)::text AS paid,
               coalesce(owed.n, 0) AS pending_count, coalesce(owed.amount, 0)::text AS pending
          FROM (SELECT taquilla_id, currency FROM paid UNION SELECT taquilla_id, currency FROM owed) x
          JOIN partners tq ON tq.id = x.taquilla_id
          LEFT JOIN paid ON paid.taquilla_id = x.taquilla_id AND paid.currency = x.currency
          LEFT JOIN owed ON owed.taquilla_id = x.taquilla_id AND owed.currency = x.currency
         ORDER BY tq.name, x.currency`,
  );
}
