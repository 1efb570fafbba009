import type { Currency, Ticket, TicketPlay, TicketStatus } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { occurrenceStateSql } from '../sales/occurrences';

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
}

type PlayRow = Omit<TicketPlay, 'occurrence_state' | 'id'> & { id: string; occurrence_state: string };

/**
 * A ticket as every screen and the API show it: plays with their draw, symbol and prize, and
 * its payment. `scope` limits it to the caller's part of the network (null: no limit, for use
 * right after the caller's own sale). Null when it does not exist for the caller.
 */
export async function loadTicket(db: Db, where: { id: number } | { serial: string }, scope: Scope | null): Promise<Ticket | null> {
  const match: SQL = 'id' in where ? sql`t.id = ${where.id}` : sql`t.serial = ${where.serial}`;
  const inScope: SQL = scope ? sql`AND t.partner_path LIKE ${subtreePattern(scope)}` : sql``;
  const [row] = await rowsOf<TicketRow>(
    db,
    sql`SELECT t.id::text, t.serial, t.security_code, t.status,
               (t.status = 'PREMIADO' AND t.prize_expires_at IS NOT NULL AND t.prize_expires_at < now()) AS expired,
               t.currency, t.total::text, t.prize_total::text, t.channel, t.sold_at, t.business_date::text, t.chain,
               tq.id AS taquilla_id, tq.code AS taquilla_code, tq.name AS taquilla_name,
               ag.id AS agency_id, ag.code AS agency_code, ag.name AS agency_name,
               u.id AS seller_id, u.name AS seller_name,
               bs.ticket_header, bs.ticket_footer,
               t.annulled_at, t.annul_reason, t.prize_expires_at,
               pp.paid_at, ptq.name AS paid_taquilla_name, pu.name AS paid_by_name, pp.amount::text AS paid_amount
          FROM tickets t
          JOIN partners tq ON tq.id = t.taquilla_id
          JOIN partners ag ON ag.id = t.agency_id
          JOIN users u ON u.id = t.seller_id
          LEFT JOIN banca_settings bs ON bs.partner_id = t.banca_id
          LEFT JOIN prize_payments pp ON pp.ticket_id = t.id
          LEFT JOIN partners ptq ON ptq.id = pp.taquilla_id
          LEFT JOIN users pu ON pu.id = pp.paid_by
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
        }
      : null,
    plays: plays.map((play) => ({
      ...play,
      id: Number(play.id),
      occurrence_state: play.occurrence_state as TicketPlay['occurrence_state'],
    })),
  };
}
