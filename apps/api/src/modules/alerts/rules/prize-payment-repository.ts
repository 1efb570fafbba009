import { formatCount, formatMoney, type Currency } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../lib/raw-query';
import { decimalText, TICKETS_PER_ALERT, type Cause } from './cause';

/**
 * The UTC date of `instant`. A banca's local date of the same instant is within a day of it, so a
 * range of business dates around it, a day wider on each side, holds the banca's own dates whatever
 * its zone: a range an index on the date can take before the banca's zone is read.
 */
const utcDateOf = (instant: SQL): SQL => sql`((${instant}) AT TIME ZONE 'UTC')::date`;

interface LateRow {
  banca_id: number;
  ticket_id: string;
  serial: string;
  taquilla_id: number;
  taquilla: string;
  partner_path: string;
  paid_by: string;
  amount: string;
  currency: Currency;
  draw_at: string;
  paid_at: string;
  days_after: string;
  days: number;
}

/**
 * A prize paid `days` or more after the last draw of its ticket (paid in the week before `at`).
 * Once per ticket; the alert is about the paying taquilla.
 */
export async function latePrizeCauses(db: Db, at: Date): Promise<Cause[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const rows = await rowsOf<LateRow>(
    db,
    sql`SELECT t.banca_id, t.id::text AS ticket_id, t.serial, pp.taquilla_id, tq.name AS taquilla, tq.path AS partner_path,
               u.username AS paid_by, pp.amount::text AS amount, pp.currency,
               to_char(d.draw_at AT TIME ZONE bs.timezone, 'DD/MM/YYYY HH24:MI') AS draw_at,
               to_char(pp.paid_at AT TIME ZONE bs.timezone, 'DD/MM/YYYY HH24:MI') AS paid_at,
               round(extract(epoch FROM pp.paid_at - d.draw_at) / 86400, 1)::text AS days_after,
               (r.params->>'days')::int AS days
          FROM partners tq
          -- The week's payments by the taquilla and date index (a payment's business date is its
          -- taquilla's local date).
          JOIN prize_payments pp ON pp.taquilla_id = tq.id
                                AND pp.business_date >= ${utcDateOf(sql`${now} - interval '7 days'`)} - 1
          JOIN tickets t ON t.id = pp.ticket_id
          JOIN anomaly_rules r ON r.banca_id = t.banca_id AND r.kind = 'LATE_PRIZE_PAYMENT' AND r.active
          JOIN users u ON u.id = pp.paid_by
          JOIN banca_settings bs ON bs.partner_id = t.banca_id
          CROSS JOIN LATERAL (SELECT max(o.draw_at) AS draw_at FROM ticket_plays p
                                JOIN draw_occurrences o ON o.id = p.occurrence_id WHERE p.ticket_id = t.id) d
         WHERE pp.paid_at > ${now} - interval '7 days' AND pp.paid_at <= ${now}
           -- A draw is never before its ticket's sale: a payment this soon after the sale is not
           -- late, whatever its draws, and is let go before they are read.
           AND pp.paid_at >= t.sold_at + make_interval(days => (r.params->>'days')::int)
           AND pp.paid_at >= d.draw_at + make_interval(days => (r.params->>'days')::int)
         ORDER BY t.banca_id, t.id`,
  );
  return rows.map((row) => ({
    kind: 'LATE_PRIZE_PAYMENT',
    bancaId: Number(row.banca_id),
    partnerId: Number(row.taquilla_id),
    partnerPath: row.partner_path,
    causeKey: `ticket:${row.ticket_id}`,
    title: `Premio pagado ${decimalText(row.days_after)} días después del sorteo`,
    detail:
      `${row.taquilla} pagó el ticket ${row.serial} (${formatMoney(row.amount, row.currency)}) el ${row.paid_at}, ` +
      `${decimalText(row.days_after)} días después de su sorteo (${row.draw_at}); umbral: ${row.days} días. Pagó ${row.paid_by}.`,
    evidence: {
      serial: row.serial,
      taquilla: row.taquilla,
      paid_by: row.paid_by,
      amount: row.amount,
      currency: row.currency,
      draw_at: row.draw_at,
      paid_at: row.paid_at,
      days_after: row.days_after,
      days: Number(row.days),
    },
    ticketIds: [row.ticket_id],
  }));
}

interface PayerRow {
  banca_id: number;
  user_id: number;
  username: string;
  partner_id: number;
  partner: string;
  partner_path: string;
  day: string;
  prizes: number;
  limit: number;
  amounts: { currency: Currency; amount: string }[];
  ticket_ids: string[];
}

/**
 * One user paying `prizes` or more prizes in one business day (yesterday's and today's, by the
 * banca's date of `at`): who pays the prizes is the one person we know of every payment (the
 * bearer of a ticket is anonymous), and many payouts by one cashier is how a cashier cashes
 * tickets bought or found. Once per user and day; the alert is about the user's partner.
 */
export async function repeatedPayerCauses(db: Db, at: Date): Promise<Cause[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const rows = await rowsOf<PayerRow>(
    db,
    sql`WITH rules AS (
          SELECT r.banca_id, (r.params->>'prizes')::int AS prizes, (${now} AT TIME ZONE bs.timezone)::date AS today
            FROM anomaly_rules r JOIN banca_settings bs ON bs.partner_id = r.banca_id
           WHERE r.kind = 'REPEATED_PAYER' AND r.active),
        paid AS (
          -- Per taquilla of the banca, its payments of the two days read by the taquilla and date
          -- index: first the days around the UTC date, then the banca's own two days.
          SELECT r.banca_id, pp.paid_by, pp.business_date, pp.currency, pp.amount, pp.ticket_id, r.prizes
            FROM rules r
            JOIN partners tq ON split_part(tq.path, '/', 2)::int = r.banca_id
            JOIN prize_payments pp ON pp.taquilla_id = tq.id
                                  AND pp.business_date BETWEEN ${utcDateOf(now)} - 2 AND ${utcDateOf(now)} + 1
           WHERE pp.business_date BETWEEN r.today - 1 AND r.today AND pp.paid_at <= ${now}),
        per_user AS (
          SELECT banca_id, paid_by, business_date, min(prizes) AS lim, count(*)::int AS n,
                 (array_agg(ticket_id::text ORDER BY ticket_id))[1:${TICKETS_PER_ALERT}] AS ticket_ids
            FROM paid GROUP BY banca_id, paid_by, business_date HAVING count(*) >= min(prizes))
        SELECT x.banca_id, x.paid_by AS user_id, u.username, p.id AS partner_id, p.name AS partner, p.path AS partner_path,
               x.business_date::text AS day, x.n AS prizes, x.lim AS "limit", x.ticket_ids,
               (SELECT json_agg(json_build_object('currency', a.currency, 'amount', a.amount::text) ORDER BY a.currency)
                  FROM (SELECT currency, sum(amount) AS amount FROM paid
                         WHERE paid_by = x.paid_by AND business_date = x.business_date GROUP BY currency) a) AS amounts
          FROM per_user x JOIN users u ON u.id = x.paid_by JOIN partners p ON p.id = u.partner_id
         ORDER BY x.banca_id, x.paid_by, x.business_date`,
  );
  return rows.map((row) => ({
    kind: 'REPEATED_PAYER',
    bancaId: Number(row.banca_id),
    partnerId: Number(row.partner_id),
    partnerPath: row.partner_path,
    causeKey: `user:${row.user_id}:${row.day}`,
    title: `${row.username} pagó ${formatCount(row.prizes)} premios en un día`,
    detail:
      `${row.username} (${row.partner}) pagó ${formatCount(row.prizes)} premios el ${row.day} ` +
      `(${row.amounts.map((a) => formatMoney(a.amount, a.currency)).join(' y ')}); umbral: ${row.limit} por día.`,
    evidence: {
      user: row.username,
      partner: row.partner,
      day: row.day,
      prizes: Number(row.prizes),
      amounts: row.amounts,
    },
    ticketIds: row.ticket_ids ?? [],
  }));
}
