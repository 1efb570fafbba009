import { maskWinnerDocument, type Currency, type Ticket, type TicketPlay, type TicketStatus } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { effectiveBetsSetting } from '../network';
import { closeAtSql, occurrenceStateSql } from '../draws';
import { PRIZE_EXPIRED } from '../../lib/prize-expiry';

interface TicketRow {
  id: string;
  serial: string;
  security_code: string;
  status: string;
  expired: boolean;
  currency: string;
  total: string;
  prize_total: string;
  channel: 'WEB' | 'TERMINAL';
  sold_at: Date;
  business_date: string;
  chain: number[];
  taquilla_id: number;
  taquilla_code: string;
  taquilla_name: string;
  agency_id: number;
  agency_code: string;
  agency_name: string;
  seller_id: number;
  seller_name: string;
  ticket_header: string | null;
  ticket_footer: string | null;
  annulled_at: Date | null;
  annul_reason: string | null;
  prize_expires_at: Date | null;
  paid_at: Date | null;
  paid_taquilla_name: string | null;
  paid_by_name: string | null;
  paid_amount: string | null;
  winner_document: string | null;
  winner_name: string | null;
  winner_phone: string | null;
}

type PlayRow = Omit<TicketPlay, 'occurrence_state' | 'id'> & { id: string; occurrence_state: string };

/**
 * A ticket as every screen and the API show it: plays with their draw, symbol and prize, and
 * its payment. `scope` limits it to the caller's part of the network (null: no limit, for use
 * right after the caller's own sale). Null when it does not exist for the caller.
 */
export async function loadTicket(
  db: Db,
  where: { id: number } | { serial: string },
  scope: Scope | null,
): Promise<Ticket | null> {
  const match: SQL = 'id' in where ? sql`t.id = ${where.id}` : sql`t.serial = ${where.serial}`;
  const inScope: SQL = scope ? sql`AND t.partner_path LIKE ${subtreePattern(scope)}` : sql``;
  const [row] = await rowsOf<TicketRow>(
    db,
    sql`SELECT t.id::text, t.serial, t.security_code, t.status,
               ${PRIZE_EXPIRED} AS expired,
               t.currency, t.total::text, t.prize_total::text, t.channel, t.sold_at, t.business_date::text, t.chain,
               tq.id AS taquilla_id, tq.code AS taquilla_code, tq.name AS taquilla_name,
               ag.id AS agency_id, ag.code AS agency_code, ag.name AS agency_name,
               u.id AS seller_id, u.name AS seller_name,
               bs.ticket_header, bs.ticket_footer,
               t.annulled_at, t.annul_reason, t.prize_expires_at,
               pp.paid_at, ptq.name AS paid_taquilla_name, pu.name AS paid_by_name, pp.amount::text AS paid_amount,
               pw.document AS winner_document, pw.name AS winner_name, pw.phone AS winner_phone
          FROM tickets t
          JOIN partners tq ON tq.id = t.taquilla_id
          JOIN partners ag ON ag.id = t.agency_id
          JOIN users u ON u.id = t.seller_id
          LEFT JOIN banca_settings bs ON bs.partner_id = t.banca_id
          LEFT JOIN prize_payments pp ON pp.ticket_id = t.id
          LEFT JOIN partners ptq ON ptq.id = pp.taquilla_id
          LEFT JOIN users pu ON pu.id = pp.paid_by
          LEFT JOIN prize_winners pw ON pw.payment_id = pp.id
         WHERE ${match} ${inScope}`,
  );
  if (!row) return null;
  const plays = await rowsOf<PlayRow>(
    db,
    sql`SELECT tp.id::text, tp.occurrence_id, d.name AS draw_name, o.draw_date::text AS draw_date,
               to_char(d.draw_time, 'HH24:MI') AS draw_time, p.name AS product_name, l.name AS lottery_name,
               bt.code AS bet_type, bt.name AS bet_type_name, tp.number, tp.sign::int AS sign,
               sym.name AS symbol_name, tp.requested::text, tp.amount::text, tp.multiplier::text, tp.prize::text,
               ${occurrenceStateSql(row.chain)} AS occurrence_state
          FROM ticket_plays tp
          JOIN draw_occurrences o ON o.id = tp.occurrence_id
          JOIN draws d ON d.id = o.draw_id
          JOIN products p ON p.id = o.product_id
          JOIN lotteries l ON l.id = p.lottery_id
          JOIN bet_types bt ON bt.id = tp.bet_type_id
          LEFT JOIN product_symbols sym ON sym.product_id = p.id AND sym.number = tp.number AND bt.code = 'ANIMALITO'
         WHERE tp.ticket_id = ${Number(row.id)}
         ORDER BY tp.id`,
  );
  return toTicket(row, plays);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toTicket(row: TicketRow, plays: PlayRow[]): Ticket {
  return {
    id: Number(row.id),
    serial: row.serial,
    security_code: row.security_code,
    status: (row.expired ? 'VENCIDO' : row.status) as TicketStatus,
    currency: row.currency as Currency,
    total: row.total,
    prize_total: row.prize_total,
    channel: row.channel,
    sold_at: iso(row.sold_at)!,
    business_date: row.business_date,
    taquilla: { id: row.taquilla_id, code: row.taquilla_code, name: row.taquilla_name },
    agency: { id: row.agency_id, code: row.agency_code, name: row.agency_name },
    seller: { id: row.seller_id, name: row.seller_name },
    ticket_header: row.ticket_header ?? '',
    ticket_footer: row.ticket_footer ?? '',
    annulled_at: iso(row.annulled_at),
    annul_reason: row.annul_reason,
    prize_expires_at: iso(row.prize_expires_at),
    payment: row.paid_at
      ? {
          paid_at: iso(row.paid_at)!,
          taquilla_name: row.paid_taquilla_name ?? '',
          paid_by: row.paid_by_name ?? '',
          amount: row.paid_amount ?? '0',
          // Only an identified payment carries its winner, the document masked as the receipt prints it.
          ...(row.winner_document
            ? {
                winner: {
                  document: maskWinnerDocument(row.winner_document),
                  name: row.winner_name ?? '',
                  phone: row.winner_phone ?? '',
                },
              }
            : {}),
        }
      : null,
    plays: plays.map((play) => ({
      ...play,
      id: Number(play.id),
      occurrence_state: play.occurrence_state as TicketPlay['occurrence_state'],
    })),
  };
}

/** What deciding an annulment needs of a ticket, read with the ticket row locked. */
export interface AnnulmentFacts {
  id: string;
  status: string;
  seller_id: number;
  chain: number[];
  taquilla_id: number;
  within_window: boolean;
  all_open: boolean;
  any_resulted: boolean;
  annulled_today: number;
  max_per_day: number;
}

const setting = (name: Parameters<typeof effectiveBetsSetting>[0]) =>
  effectiveBetsSetting(name, sql`t.agency_id`, sql`t.banca_id`);

/**
 * Locks a ticket of the scope for its annulment, in the order every writer of exposure and
 * results follows, and reads what the rules need (null when the caller cannot see it).
 * `annulledBy`: whose annulments of today are counted.
 */
export async function lockTicketToAnnul(
  tx: Db,
  scope: Scope,
  id: number,
  annulledBy: number,
): Promise<AnnulmentFacts | null> {
  // Under the limits lock, as sales count (db/sql/banca_sale_limits_lock.sql): no recount of the exposure runs meanwhile.
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(banca_sale_limits_lock())`);
  // The ticket's draws first (as saving a result and awarding do: draw, then tickets), so an
  // annulment and a result of the same draw never interleave, and never deadlock.
  await tx.execute(sql`SELECT 1 FROM draw_occurrences
                        WHERE id IN (SELECT occurrence_id FROM ticket_plays WHERE ticket_id = ${id})
                        ORDER BY id FOR SHARE`);
  const [row] = await rowsOf<AnnulmentFacts>(
    tx,
    sql`WITH t AS (SELECT * FROM tickets WHERE id = ${id} AND partner_path LIKE ${subtreePattern(scope)} FOR UPDATE)
        SELECT t.id::text, t.status, t.seller_id, t.chain, t.taquilla_id,
               now() < t.sold_at + make_interval(mins => ${setting('annulment_window_minutes')}) AS within_window,
               NOT EXISTS (
                 SELECT 1 FROM ticket_plays p JOIN draw_occurrences o ON o.id = p.occurrence_id
                  WHERE p.ticket_id = t.id AND now() >= ${closeAtSql(setting('minutes_before_close'))}
               ) AS all_open,
               EXISTS (
                 SELECT 1 FROM ticket_plays p JOIN draw_occurrences o ON o.id = p.occurrence_id
                  WHERE p.ticket_id = t.id AND o.result_number IS NOT NULL
               ) AS any_resulted,
               (SELECT count(*)::int FROM tickets a
                 WHERE a.annulled_by = ${annulledBy}
                   AND a.annulled_at >= (date_trunc('day', now() AT TIME ZONE bs.timezone) AT TIME ZONE bs.timezone)) AS annulled_today,
               ${setting('max_annulments_per_day')} AS max_per_day
          FROM t LEFT JOIN banca_settings bs ON bs.partner_id = t.banca_id`,
  );
  return row ?? null;
}

/**
 * Gives a ticket's amounts back to every exposure row it counted in, locking them in the
 * sale's order (occurrence, bet type, number key, partner) so it never deadlocks with a sale.
 */
export async function releaseExposure(tx: Db, ticketId: number, chain: readonly number[]): Promise<void> {
  const plays = sql`SELECT occurrence_id, bet_type_id, number_key, amount FROM ticket_plays WHERE ticket_id = ${ticketId}`;
  await tx.execute(sql`
    SELECT 1 FROM sales_exposure e JOIN (${plays}) p
        ON e.occurrence_id = p.occurrence_id AND e.bet_type_id = p.bet_type_id AND e.number_key = p.number_key
     WHERE e.partner_id = ANY (${intArray(chain)})
     ORDER BY e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id
       FOR UPDATE OF e`);
  await tx.execute(sql`
    UPDATE sales_exposure e SET sold = e.sold - p.amount
      FROM (${plays}) p
     WHERE e.occurrence_id = p.occurrence_id AND e.bet_type_id = p.bet_type_id AND e.number_key = p.number_key
       AND e.partner_id = ANY (${intArray(chain)})`);
}

export async function markAnnulled(tx: Db, id: number, annulledBy: number, reason: string): Promise<void> {
  await tx.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now(), annulled_by = ${annulledBy},
                              annul_reason = ${reason} WHERE id = ${id}`);
}
