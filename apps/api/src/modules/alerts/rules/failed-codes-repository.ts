import { formatCount } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../lib/raw-query';
import { commonPartnerOf, type Cause } from './cause';

interface Row {
  banca_id: number;
  by_user: boolean;
  who: string;
  day: string;
  attempts: number;
  minutes: number;
  paths: string[];
  taquillas: string[];
  ticket_ids: string[];
}

/**
 * `attempts` or more refused prize checks or payments (a wrong security code or an unknown serial)
 * within the last `minutes` before `at`, for one serial or by one user. Once per serial or user and
 * day (the banca's date of `at`); the alert is about the taquillas where they were tried.
 */
export async function failedCodeCauses(db: Db, at: Date): Promise<Cause[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const rows = await rowsOf<Row>(
    db,
    sql`WITH rules AS (
          SELECT r.banca_id, (r.params->>'attempts')::int AS attempts, (r.params->>'minutes')::int AS minutes,
                 to_char(${now} AT TIME ZONE bs.timezone, 'YYYY-MM-DD') AS day
            FROM anomaly_rules r JOIN banca_settings bs ON bs.partner_id = r.banca_id
           WHERE r.kind = 'FAILED_PRIZE_CODES' AND r.active),
        failed AS (
          SELECT f.*, r.attempts AS lim, r.minutes, r.day, tq.path AS taquilla_path, tq.name AS taquilla_name,
                 u.username
            FROM prize_code_failures f
            JOIN rules r ON r.banca_id = f.banca_id
            JOIN partners tq ON tq.id = f.taquilla_id
            JOIN users u ON u.id = f.user_id
           WHERE f.at <= ${now} AND f.at > ${now} - make_interval(mins => r.minutes))
        SELECT banca_id, false AS by_user, upper(serial) AS who, min(day) AS day, count(*)::int AS attempts,
               min(minutes) AS minutes, array_agg(DISTINCT taquilla_path) AS paths,
               array_agg(DISTINCT taquilla_name) AS taquillas,
               array_remove(array_agg(DISTINCT ticket_id::text), NULL) AS ticket_ids
          FROM failed GROUP BY banca_id, upper(serial) HAVING count(*) >= min(lim)
        UNION ALL
        SELECT banca_id, true, min(username), min(day), count(*)::int, min(minutes), array_agg(DISTINCT taquilla_path),
               array_agg(DISTINCT taquilla_name), (array_remove(array_agg(DISTINCT ticket_id::text), NULL))[1:50]
          FROM failed GROUP BY banca_id, user_id HAVING count(*) >= min(lim)
         ORDER BY 1, 2, 3`,
  );
  return rows.map((row) => {
    const subject = row.by_user ? `el usuario ${row.who}` : `el ticket ${row.who}`;
    return {
      kind: 'FAILED_PRIZE_CODES',
      bancaId: Number(row.banca_id),
      ...commonPartnerOf(row.paths),
      causeKey: `${row.by_user ? 'user' : 'serial'}:${row.who}:${row.day}`,
      title: `Códigos de premio fallidos: ${subject}`,
      detail:
        `${formatCount(row.attempts)} intentos fallidos de cobrar un premio (código de seguridad o serial errado) ` +
        `para ${subject} en los últimos ${row.minutes} minutos, en ${row.taquillas.join(', ')}.`,
      evidence: {
        [row.by_user ? 'user' : 'serial']: row.who,
        attempts: Number(row.attempts),
        minutes: Number(row.minutes),
        taquillas: row.taquillas,
      },
      ticketIds: row.ticket_ids ?? [],
    };
  });
}
