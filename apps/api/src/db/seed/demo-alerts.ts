import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../../lib/raw-query';

/**
 * Two open alerts in the demo, so «Alertas» is not empty (ADR 061): the seller of ACE1-T1 tried a
 * wrong security code five times on its own latest ticket, which the anomaly watch reports once for
 * the ticket and once for the user. The refused attempts are written too, as the prize check writes
 * them, so the alerts' figures are what the watch would find. Does nothing without that ticket.
 */
export async function seedDemoAlerts(db: Db): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`WITH who AS (
          SELECT t.id AS ticket_id, t.serial, t.taquilla_id, t.banca_id, tq.path, tq.name AS taquilla, u.id AS user_id,
                 u.username
            FROM tickets t JOIN partners tq ON tq.id = t.taquilla_id
            JOIN users u ON u.username = 'taquilla' AND u.partner_id = t.taquilla_id
           ORDER BY t.id DESC LIMIT 1),
        tried AS (
          INSERT INTO prize_code_failures (banca_id, taquilla_id, user_id, serial, ticket_id, at)
          SELECT banca_id, taquilla_id, user_id, serial, ticket_id, now() - make_interval(mins => 10 * n)
            FROM who, generate_series(1, 5) AS n
          RETURNING 1)
        INSERT INTO alerts (banca_id, partner_id, partner_path, kind, cause_key, title, detail, evidence, ticket_ids)
        SELECT w.banca_id, w.taquilla_id, w.path, 'FAILED_PRIZE_CODES', c.key || ':' || to_char(now() AT TIME ZONE 'America/Caracas', 'YYYY-MM-DD'),
               'Códigos de premio fallidos: ' || c.subject,
               '5 intentos fallidos de cobrar un premio (código de seguridad o serial errado) para ' || c.subject ||
                 ' en los últimos 60 minutos, en ' || w.taquilla || '.',
               jsonb_build_object(c.field, c.who, 'attempts', (SELECT count(*) FROM tried), 'minutes', 60,
                                  'taquillas', jsonb_build_array(w.taquilla)),
               ARRAY[w.ticket_id]
          FROM who w
          CROSS JOIN LATERAL (VALUES ('serial:' || w.serial, 'el ticket ' || w.serial, 'serial', w.serial),
                                     ('user:' || w.username, 'el usuario ' || w.username, 'user', w.username)) AS c(key, subject, field, who)
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}
