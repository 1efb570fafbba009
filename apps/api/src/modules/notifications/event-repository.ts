import { DEFAULT_TIMEZONE, formatDay, type Currency, type Role } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/** "Lotto Activo 10:00 am del 10/03/2025": how a notification names a draw occurrence. */
export async function occurrenceLabel(db: Db, occurrenceId: number): Promise<string> {
  const [row] = await rowsOf<{ label: string; day: string }>(
    db,
    sql`SELECT p.name || ' ' || to_char(d.draw_time, 'HH12:MI am') AS label, o.draw_date::text AS day
          FROM draw_occurrences o
          JOIN draws d ON d.id = o.draw_id
          JOIN products p ON p.id = o.product_id
         WHERE o.id = ${occurrenceId}`,
  );
  return row ? `${row.label} del ${formatDay(row.day)}` : `Sorteo ${occurrenceId}`;
}

/**
 * The active users who pay this occurrence's prizes: those of each taquilla holding a winning
 * ticket of it (polla sellers aside), and the administrators of their agencies.
 */
export async function usersPayingPrizesOf(db: Db, occurrenceId: number): Promise<{ id: number; role: Role }[]> {
  const rows = await rowsOf<{ id: number; role: Role }>(
    db,
    sql`WITH winners AS (
          SELECT DISTINCT t.taquilla_id, t.agency_id
            FROM ticket_plays p
            JOIN tickets t ON t.id = p.ticket_id
           WHERE p.occurrence_id = ${occurrenceId} AND p.prize > 0 AND t.status = 'PREMIADO')
        SELECT u.id, u.role::text AS role
          FROM users u
         WHERE u.status = 'ACTIVE'
           AND u.role <> 'VEND_TAQUILLA_POLLA'
           AND (u.partner_id IN (SELECT taquilla_id FROM winners)
                OR (u.role = 'ADMIN_TAQUILLA' AND u.partner_id IN (SELECT agency_id FROM winners)))
         ORDER BY u.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), role: row.role }));
}

export interface ExpiringPrize {
  ticket_id: number;
  serial: string;
  taquilla_id: number;
  prize_total: string;
  currency: Currency;
  /** "25/11/2026 08:00 PM" in the banca's zone. */
  expires: string;
}

/**
 * Unpaid prizes that expire within `hours`: winning tickets still PREMIADO. Only tickets sold in
 * the last `lookbackDays` are read (no prize is valid that long), through the date index.
 */
export async function prizesExpiringWithin(db: Db, hours: number, lookbackDays: number): Promise<ExpiringPrize[]> {
  return rowsOf<ExpiringPrize>(
    db,
    sql`SELECT t.id::int AS ticket_id, t.serial, t.taquilla_id, t.prize_total::text, t.currency,
               to_char(t.prize_expires_at AT TIME ZONE coalesce(s.timezone, ${DEFAULT_TIMEZONE}), 'DD/MM/YYYY HH12:MI AM') AS expires
          FROM tickets t
          LEFT JOIN banca_settings s ON s.partner_id = t.banca_id
         WHERE t.business_date >= current_date - ${lookbackDays}::int
           AND t.prize_total > 0
           AND t.status = 'PREMIADO'
           AND t.prize_expires_at > now()
           AND t.prize_expires_at <= now() + make_interval(hours => ${hours}::int)
         ORDER BY t.id`,
  );
}
