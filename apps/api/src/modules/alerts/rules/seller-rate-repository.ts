import { formatCountOf } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { decimalText, TICKETS_PER_ALERT, type Cause } from './cause';
import { hourlyRuleRows } from './hourly-repository';
import { countSellerHours } from './seller-hours-repository';

interface Row {
  banca_id: number;
  seller_id: number;
  seller: string | null;
  partner_id: number;
  partner_path: string;
  partner_name: string;
  day: string;
  hour: number;
  tickets: number;
  usual: string;
  factor: number;
  history_days: number;
  ticket_ids: string[];
}

/**
 * A seller's tickets in one local hour of the day — the hour of `at` or the one before it, so an
 * hour is judged while it runs and once more complete — at least `factor` times its own average for
 * that hour over the `history_days` days before (days without sales count as zero), and at least
 * `min_tickets`. Read from the baseline of hourly counts (`seller_hour_counts`), brought up to the
 * rollup fold first: a few rows per seller whatever the history holds; only a seller found reads
 * its tickets of that hour, by id range, for the evidence. Once per seller and hour.
 */
export async function sellerRateCauses(db: Db, at: Date): Promise<Cause[]> {
  await countSellerHours(db);
  const rows = await hourlyRuleRows<Row>(
    db,
    at,
    { kind: 'SELLER_RATE', params: ['factor', 'min_tickets', 'history_days'] },
    (judgedHours) => sql`hours AS (
          SELECT r.*, (b.local)::date AS day, extract(hour FROM b.local)::smallint AS hour
            FROM rules r ${judgedHours}),
        judged AS (
          SELECT h.banca_id, h.factor, h.history_days, h.timezone, c.seller_id, c.day, c.hour, c.tickets,
                 c.first_ticket_id, c.last_ticket_id, past.history
            FROM hours h
            JOIN seller_hour_counts c ON c.day = h.day AND c.hour = h.hour AND c.banca_id = h.banca_id
            CROSS JOIN LATERAL (
              SELECT coalesce(sum(x.tickets), 0)::int AS history FROM seller_hour_counts x
               WHERE x.seller_id = c.seller_id AND x.hour = c.hour
                 AND x.day >= c.day - h.history_days AND x.day < c.day) past
           WHERE c.tickets >= h.min_tickets AND c.tickets::bigint * h.history_days >= h.factor::bigint * past.history)
        SELECT j.banca_id, j.seller_id, u.username AS seller, p.id AS partner_id, p.path AS partner_path,
               p.name AS partner_name, j.day::text AS day, j.hour, j.tickets,
               round(j.history::numeric / j.history_days, 1)::text AS usual, j.factor, j.history_days, e.ticket_ids
          FROM judged j
          CROSS JOIN LATERAL (
            SELECT (array_agg(t.taquilla_id ORDER BY t.id DESC))[1] AS taquilla_id,
                   (array_agg(t.id::text ORDER BY t.id))[1:${TICKETS_PER_ALERT}] AS ticket_ids
              FROM tickets t
             WHERE t.id BETWEEN j.first_ticket_id AND j.last_ticket_id AND t.seller_id = j.seller_id
               AND (t.sold_at AT TIME ZONE j.timezone)::date = j.day
               AND extract(hour FROM t.sold_at AT TIME ZONE j.timezone) = j.hour) e
          JOIN partners p ON p.id = e.taquilla_id
          LEFT JOIN users u ON u.id = j.seller_id
         ORDER BY j.banca_id, j.seller_id, j.day, j.hour`,
  );
  return rows.map((row) => {
    const seller = row.seller ?? `#${row.seller_id}`;
    const from = `${String(row.hour).padStart(2, '0')}:00`;
    const to = `${String((row.hour + 1) % 24).padStart(2, '0')}:00`;
    return {
      kind: 'SELLER_RATE',
      bancaId: Number(row.banca_id),
      partnerId: Number(row.partner_id),
      partnerPath: row.partner_path,
      causeKey: `seller:${row.seller_id}:${row.day}T${String(row.hour).padStart(2, '0')}`,
      title: `Ritmo de venta inusual: ${seller}`,
      detail:
        `${seller} (${row.partner_name}) vendió ${formatCountOf(row.tickets, 'ticket', 'tickets')} entre las ${from} y las ${to}; ` +
        `su promedio a esa hora en los últimos ${row.history_days} días es ${decimalText(row.usual)} ` +
        `(umbral: ${row.factor} veces).`,
      evidence: {
        seller,
        taquilla: row.partner_name,
        day: row.day,
        hour: from,
        tickets_in_hour: Number(row.tickets),
        usual_per_hour: row.usual,
        factor: Number(row.factor),
        history_days: Number(row.history_days),
      },
      ticketIds: row.ticket_ids ?? [],
    };
  });
}
