import { formatCount, formatCountOf } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { decimalText, TICKETS_PER_ALERT, type Cause } from './cause';
import { hourlyRuleRows } from './hourly-repository';

interface Row {
  banca_id: number;
  taquilla_id: number;
  taquilla: string;
  partner_path: string;
  day: string;
  hour: number;
  tickets: number;
  history: number;
  in_hour: number;
  share: string;
  percent: number;
  days: number;
  ticket_ids: string[];
}

/**
 * A taquilla selling in a local hour of the day — the hour of `at` or the one before it — that holds
 * less than `percent` % of its tickets over the `days` days before, when it has at least
 * `min_history` tickets in them (a new taquilla has no usual hours yet). Read from the ticket
 * rollups (per business date, local hour and taquilla, ADR 042), never the tickets: a few rows per
 * taquilla and day whatever the days held; only a taquilla found reads its tickets of that hour for
 * the evidence. Once per taquilla, day and hour.
 */
export async function offHoursCauses(db: Db, at: Date): Promise<Cause[]> {
  const rows = await hourlyRuleRows<Row>(
    db,
    at,
    { kind: 'OFF_HOURS_SALES', params: ['percent', 'days', 'min_history'] },
    (hours) => sql`recent AS (
          SELECT r.banca_id, k.taquilla_id, k.business_date AS day, k.sale_hour AS hour, r.days, sum(k.tickets)::int AS tickets
            FROM rules r ${hours}
            JOIN ticket_rollups k ON k.banca_id = r.banca_id AND k.business_date = (b.local)::date
                                 AND k.sale_hour = extract(hour FROM b.local)
           GROUP BY 1, 2, 3, 4, 5 HAVING sum(k.tickets) > 0),
        usual AS (
          -- Each banca's days before a judged day, read once per banca and day (not once per
          -- taquilla and hour judged) by the banca and date index: tickets per taquilla and hour.
          SELECT s.banca_id, s.day, k.taquilla_id, k.sale_hour AS hour, sum(k.tickets) AS tickets
            FROM (SELECT DISTINCT banca_id, day, days FROM recent) s
            JOIN ticket_rollups k ON k.banca_id = s.banca_id AND k.business_date >= s.day - s.days AND k.business_date < s.day
           GROUP BY 1, 2, 3, 4),
        history AS (
          SELECT c.taquilla_id, c.day, c.hour, sum(u.tickets)::int AS history,
                 coalesce(sum(u.tickets) FILTER (WHERE u.hour = c.hour), 0)::int AS in_hour
            FROM recent c
            JOIN usual u ON u.banca_id = c.banca_id AND u.day = c.day AND u.taquilla_id = c.taquilla_id
           GROUP BY 1, 2, 3)
        SELECT c.banca_id, c.taquilla_id, tq.name AS taquilla, tq.path AS partner_path, c.day::text AS day, c.hour,
               c.tickets, h.history, h.in_hour, round(h.in_hour * 100.0 / h.history, 1)::text AS share, r.percent,
               r.days, e.ticket_ids
          FROM recent c
          JOIN history h ON h.taquilla_id = c.taquilla_id AND h.day = c.day AND h.hour = c.hour
          JOIN rules r ON r.banca_id = c.banca_id
          JOIN partners tq ON tq.id = c.taquilla_id
          CROSS JOIN LATERAL (
            SELECT (array_agg(t.id::text ORDER BY t.id))[1:${TICKETS_PER_ALERT}] AS ticket_ids
              FROM tickets t
             WHERE t.taquilla_id = c.taquilla_id AND t.business_date = c.day
               AND extract(hour FROM t.sold_at AT TIME ZONE r.timezone) = c.hour) e
         WHERE h.history >= r.min_history AND h.in_hour * 100 < r.percent * h.history
         ORDER BY c.banca_id, c.taquilla_id, c.day, c.hour`,
  );
  return rows.map((row) => {
    const hour = `${String(row.hour).padStart(2, '0')}:00`;
    return {
      kind: 'OFF_HOURS_SALES',
      bancaId: Number(row.banca_id),
      partnerId: Number(row.taquilla_id),
      partnerPath: row.partner_path,
      causeKey: `taq:${row.taquilla_id}:${row.day}T${row.hour}`,
      title: `Venta fuera de horario en ${row.taquilla}`,
      detail:
        `${row.taquilla} vendió ${formatCountOf(row.tickets, 'ticket', 'tickets')} a las ${hour}, una hora que en los últimos ` +
        `${row.days} días tiene el ${decimalText(row.share)} % de sus tickets (${formatCount(row.in_hour)} de ` +
        `${formatCount(row.history)}); umbral: ${row.percent} %.`,
      evidence: {
        taquilla: row.taquilla,
        day: row.day,
        hour,
        tickets: Number(row.tickets),
        history_tickets: Number(row.history),
        history_in_hour: Number(row.in_hour),
        share: row.share,
        percent: Number(row.percent),
      },
      ticketIds: row.ticket_ids ?? [],
    };
  });
}
