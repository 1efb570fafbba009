import { formatCount, formatCountOf } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { beforeCloseRows, DRAW_NAME } from './before-close-repository';
import { commonPartnerOf, TICKETS_PER_ALERT, type Cause } from './cause';

interface Row {
  banca_id: number;
  occurrence_id: number;
  draw: string;
  bet_type_id: number;
  bet_type: string;
  number_key: string;
  minutes: number;
  taquillas: number;
  tickets: number;
  paths: string[];
  taquilla_names: string[];
  ticket_ids: string[];
}

/**
 * The same number (occurrence, bet type, number key) bought at `taquillas` or more taquillas of a
 * banca in the last `minutes` before the occurrence's close, counting tickets not annulled and sold
 * up to `at`. Once per occurrence, bet type and number; the alert is about the deepest partner above
 * every taquilla involved, so a distributor sees it when they are all in its branch.
 */
export async function sameNumberCauses(db: Db, at: Date): Promise<Cause[]> {
  const rule = { kind: 'SAME_NUMBER_BEFORE_CLOSE', param: 'taquillas' } as const;
  const rows = await beforeCloseRows<Row>(
    db,
    at,
    rule,
    (now) => sql`occ AS MATERIALIZED (
          SELECT o.id, o.close_at, o.draw_at, o.product_id FROM draw_occurrences o
           WHERE o.close_at - interval '240 minutes' <= ${now} AND o.close_at > ${now} - interval '1 day'),
        late AS (
          SELECT t.banca_id, o.id AS occurrence_id, p.bet_type_id, p.number_key, t.id AS ticket_id, t.taquilla_id,
                 t.partner_path, r.minutes, r.taquillas
            FROM occ o
            JOIN ticket_plays p ON p.occurrence_id = o.id
            JOIN tickets t ON t.id = p.ticket_id
            JOIN rules r ON r.banca_id = t.banca_id
           WHERE t.annulled_at IS NULL AND t.sold_at <= ${now} AND t.sold_at < o.close_at
             AND t.sold_at >= o.close_at - make_interval(mins => r.minutes))
        SELECT l.banca_id, l.occurrence_id, l.bet_type_id, l.number_key, min(l.minutes) AS minutes,
               count(DISTINCT l.taquilla_id)::int AS taquillas, count(DISTINCT l.ticket_id)::int AS tickets,
               array_agg(DISTINCT l.partner_path) AS paths,
               array_agg(DISTINCT tq.name) AS taquilla_names,
               (array_agg(DISTINCT l.ticket_id::text))[1:${TICKETS_PER_ALERT}] AS ticket_ids,
               min(bt.name) AS bet_type,
               ${DRAW_NAME}
          FROM late l
          JOIN partners tq ON tq.id = l.taquilla_id
          JOIN bet_types bt ON bt.id = l.bet_type_id
          JOIN occ o ON o.id = l.occurrence_id
          JOIN products pr ON pr.id = o.product_id
          JOIN banca_settings bs ON bs.partner_id = l.banca_id
         GROUP BY l.banca_id, l.occurrence_id, l.bet_type_id, l.number_key
        HAVING count(DISTINCT l.taquilla_id) >= min(l.taquillas)
         ORDER BY l.banca_id, l.occurrence_id, l.number_key`,
  );
  return rows.map((row) => ({
    kind: 'SAME_NUMBER_BEFORE_CLOSE',
    bancaId: Number(row.banca_id),
    ...commonPartnerOf(row.paths),
    causeKey: `occ:${row.occurrence_id}:${row.bet_type_id}:${row.number_key}`,
    title: `Número ${row.number_key} en ${formatCount(row.taquillas)} taquillas antes del cierre`,
    detail:
      `${row.draw}: el número ${row.number_key} (${row.bet_type}) se jugó en ${formatCount(row.taquillas)} taquillas ` +
      `(${formatCountOf(row.tickets, 'ticket', 'tickets')}) en los últimos ${row.minutes} minutos antes del cierre.`,
    evidence: {
      draw: row.draw,
      number: row.number_key,
      bet_type: row.bet_type,
      minutes: Number(row.minutes),
      taquillas: Number(row.taquillas),
      tickets: Number(row.tickets),
      taquilla_names: row.taquilla_names,
    },
    ticketIds: row.ticket_ids ?? [],
  }));
}
