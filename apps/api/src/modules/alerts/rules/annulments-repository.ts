import { formatCount, formatCountOf } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { beforeCloseRows, DRAW_NAME } from './before-close-repository';
import { TICKETS_PER_ALERT, type Cause } from './cause';

interface Row {
  banca_id: number;
  occurrence_id: number;
  draw: string;
  taquilla_id: number;
  taquilla: string;
  partner_path: string;
  minutes: number;
  annulments: number;
  ticket_ids: string[];
}

/**
 * A taquilla that annulled `annulments` or more tickets playing one occurrence in the last
 * `minutes` before its close (annulled up to `at`). Once per occurrence and taquilla.
 */
export async function annulmentCauses(db: Db, at: Date): Promise<Cause[]> {
  const rule = { kind: 'ANNULMENTS_BEFORE_CLOSE', param: 'annulments' } as const;
  const rows = await beforeCloseRows<Row>(
    db,
    at,
    rule,
    (now) => sql`annulled AS (
          SELECT DISTINCT t.id, t.banca_id, t.taquilla_id, t.partner_path, t.annulled_at, p.occurrence_id,
                 r.minutes, r.annulments
            FROM tickets t
            JOIN rules r ON r.banca_id = t.banca_id
            JOIN ticket_plays p ON p.ticket_id = t.id
           WHERE t.business_date >= (${now} AT TIME ZONE 'UTC')::date - 2
             AND t.annulled_at IS NOT NULL AND t.annulled_at <= ${now} AND t.annulled_at > ${now} - interval '1 day')
        SELECT a.banca_id, a.occurrence_id, a.taquilla_id, tq.name AS taquilla, a.partner_path, min(a.minutes) AS minutes,
               count(*)::int AS annulments, (array_agg(a.id::text ORDER BY a.id))[1:${TICKETS_PER_ALERT}] AS ticket_ids,
               ${DRAW_NAME}
          FROM annulled a
          JOIN draw_occurrences o ON o.id = a.occurrence_id
          JOIN products pr ON pr.id = o.product_id
          JOIN partners tq ON tq.id = a.taquilla_id
          JOIN banca_settings bs ON bs.partner_id = a.banca_id
         WHERE a.annulled_at < o.close_at AND a.annulled_at >= o.close_at - make_interval(mins => a.minutes)
         GROUP BY a.banca_id, a.occurrence_id, a.taquilla_id, tq.name, a.partner_path
        HAVING count(*) >= min(a.annulments)
         ORDER BY a.banca_id, a.occurrence_id, a.taquilla_id`,
  );
  return rows.map((row) => ({
    kind: 'ANNULMENTS_BEFORE_CLOSE',
    bancaId: Number(row.banca_id),
    partnerId: Number(row.taquilla_id),
    partnerPath: row.partner_path,
    causeKey: `occ:${row.occurrence_id}:taq:${row.taquilla_id}`,
    title: `${formatCount(row.annulments)} anulaciones antes del cierre en ${row.taquilla}`,
    detail:
      `${row.taquilla} anuló ${formatCountOf(row.annulments, 'ticket', 'tickets')} de ${row.draw} ` +
      `en los últimos ${row.minutes} minutos antes del cierre.`,
    evidence: {
      draw: row.draw,
      taquilla: row.taquilla,
      annulments: Number(row.annulments),
      minutes: Number(row.minutes),
    },
    ticketIds: row.ticket_ids ?? [],
  }));
}
