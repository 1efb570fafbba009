import { formatMoney, type Currency } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../lib/raw-query';
import { decimalText, TICKETS_PER_ALERT, type Cause } from './cause';

interface Row {
  banca_id: number;
  taquilla_id: number;
  taquilla: string;
  partner_path: string;
  currency: Currency;
  day: string;
  days: number;
  factor: number;
  sales: string;
  prizes: string;
  sales_share: string;
  prize_share: string;
  ticket_ids: string[];
}

/**
 * A taquilla whose share of its banca's prizes over the last `days` business days (to the banca's
 * date of `at`) is at least `factor` times its share of the sales, in one currency (two are never
 * added), with at least `min_prizes` won there so a small taquilla's one lucky ticket does not trip
 * it. Tickets not annulled; a ticket's prize counts on its sale's date. Once per taquilla and day.
 */
export async function winnerShareCauses(db: Db, at: Date): Promise<Cause[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const rows = await rowsOf<Row>(
    db,
    sql`WITH rules AS (
          SELECT r.banca_id, (r.params->>'factor')::int AS factor, (r.params->>'days')::int AS days,
                 (r.params->>'min_prizes')::bigint AS min_prizes, (${now} AT TIME ZONE bs.timezone)::date AS today
            FROM anomaly_rules r JOIN banca_settings bs ON bs.partner_id = r.banca_id
           WHERE r.kind = 'WINNER_SHARE' AND r.active),
        per_taquilla AS (
          SELECT t.banca_id, t.taquilla_id, t.partner_path, t.currency, sum(t.total) AS sales, sum(t.prize_total) AS prizes,
                 (array_agg(t.id::text ORDER BY t.prize_total DESC, t.id) FILTER (WHERE t.prize_total > 0))[1:${TICKETS_PER_ALERT}] AS ticket_ids
            FROM tickets t JOIN rules r ON r.banca_id = t.banca_id
           WHERE t.business_date > r.today - r.days AND t.business_date <= r.today AND t.annulled_at IS NULL
             AND t.sold_at <= ${now}
           GROUP BY t.banca_id, t.taquilla_id, t.partner_path, t.currency),
        shares AS (
          SELECT x.*, sum(x.sales) OVER w AS all_sales, sum(x.prizes) OVER w AS all_prizes
            FROM per_taquilla x WINDOW w AS (PARTITION BY x.banca_id, x.currency))
        SELECT s.banca_id, s.taquilla_id, tq.name AS taquilla, s.partner_path, s.currency, r.today::text AS day, r.days,
               r.factor, s.sales::text AS sales, s.prizes::text AS prizes, s.ticket_ids,
               round(s.sales * 100.0 / nullif(s.all_sales, 0), 1)::text AS sales_share,
               round(s.prizes * 100.0 / s.all_prizes, 1)::text AS prize_share
          FROM shares s JOIN rules r ON r.banca_id = s.banca_id JOIN partners tq ON tq.id = s.taquilla_id
         WHERE s.all_prizes > 0 AND s.prizes >= r.min_prizes
           AND s.prizes * s.all_sales >= r.factor * s.sales * s.all_prizes
         ORDER BY s.banca_id, s.taquilla_id, s.currency`,
  );
  return rows.map((row) => ({
    kind: 'WINNER_SHARE',
    bancaId: Number(row.banca_id),
    partnerId: Number(row.taquilla_id),
    partnerPath: row.partner_path,
    causeKey: `taq:${row.taquilla_id}:${row.currency}:${row.day}`,
    title: `Premios muy por encima de sus ventas en ${row.taquilla}`,
    detail:
      `En los últimos ${row.days} días ${row.taquilla} tiene el ${decimalText(row.prize_share)} % de los premios ` +
      `(${formatMoney(row.prizes, row.currency)}) y el ${decimalText(row.sales_share ?? '0')} % de las ventas ` +
      `(${formatMoney(row.sales, row.currency)}) de la banca en ${row.currency} (umbral: ${row.factor} veces).`,
    evidence: {
      taquilla: row.taquilla,
      currency: row.currency,
      days: Number(row.days),
      sales: row.sales,
      prizes: row.prizes,
      sales_share: row.sales_share ?? '0',
      prize_share: row.prize_share,
      factor: Number(row.factor),
    },
    ticketIds: row.ticket_ids ?? [],
  }));
}
