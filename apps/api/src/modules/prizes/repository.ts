import { DEFAULT_TIMEZONE, type Currency, type TicketStatus } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

/** The taquilla that pays, with what the payment rules need of its agency and banca. */
export interface PayingTaquilla {
  id: number;
  name: string;
  agencyId: number;
  bancaId: number;
  timezone: string;
  payAnywhere: boolean;
  /** The banca's currency, in which its threshold is written. */
  bancaCurrency: Currency;
  /** Prizes of at least this much need the winner identified (minor units); null: never. */
  identifyWinnersFrom: bigint | null;
}

/** An active taquilla of the caller's subtree (its own, or one under its agency). */
export async function findPayingTaquilla(db: Db, scope: Scope, taquillaId: number): Promise<PayingTaquilla | null> {
  const [row] = await rowsOf<{
    id: number;
    name: string;
    agency_id: number;
    banca_id: number;
    timezone: string | null;
    pay_anywhere: boolean | null;
    banca_currency: Currency;
    identify_from: string | null;
  }>(
    db,
    sql`SELECT tq.id, tq.name, tq.parent_id AS agency_id, split_part(tq.path, '/', 2)::int AS banca_id,
               bs.timezone, bs.pay_prizes_anywhere AS pay_anywhere, b.currency AS banca_currency,
               bs.identify_winners_from::text AS identify_from
          FROM partners tq
          JOIN partners b ON b.id = split_part(tq.path, '/', 2)::int
          LEFT JOIN banca_settings bs ON bs.partner_id = b.id
         WHERE tq.id = ${taquillaId} AND tq.kind = 'TAQUILLA' AND tq.status = 'ACTIVE'
           AND tq.path LIKE ${subtreePattern(scope)}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    agencyId: row.agency_id,
    bancaId: row.banca_id,
    timezone: row.timezone ?? DEFAULT_TIMEZONE,
    payAnywhere: row.pay_anywhere ?? false,
    bancaCurrency: row.banca_currency,
    identifyWinnersFrom: row.identify_from === null ? null : BigInt(row.identify_from),
  };
}

/** What the payment rules need of a ticket. */
export interface PrizeTicket {
  id: number;
  serial: string;
  securityCode: string;
  status: TicketStatus;
  agencyId: number;
  agencyName: string;
  expired: boolean;
  prizeTotal: string;
  currency: string;
}

/** A ticket of the banca by serial (the security code is compared by the caller). */
export async function findBancaTicket(db: Db, bancaId: number, serial: string): Promise<PrizeTicket | null> {
  const [row] = await rowsOf<{
    id: string;
    serial: string;
    security_code: string;
    status: TicketStatus;
    agency_id: number;
    agency_name: string;
    expired: boolean;
    prize_total: string;
    currency: string;
  }>(
    db,
    sql`SELECT t.id::text, t.serial, t.security_code, t.status, t.agency_id, ag.name AS agency_name,
               coalesce(t.prize_expires_at <= now(), false) AS expired, t.prize_total::text, t.currency
          FROM tickets t JOIN partners ag ON ag.id = t.agency_id
         WHERE t.serial = ${serial} AND t.banca_id = ${bancaId}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    serial: row.serial,
    securityCode: row.security_code,
    status: row.status,
    agencyId: row.agency_id,
    agencyName: row.agency_name,
    expired: row.expired,
    prizeTotal: row.prize_total,
    currency: row.currency,
  };
}

/**
 * The payment's guard: the ticket becomes PAGADO only if it is still PREMIADO and unexpired at
 * this instant. Concurrent payments of one ticket queue on its row; exactly one finds it PREMIADO.
 */
export async function markPaid(db: Db, ticketId: number): Promise<{ amount: string; currency: string } | null> {
  const [row] = await rowsOf<{ amount: string; currency: string }>(
    db,
    sql`UPDATE tickets SET status = 'PAGADO'
         WHERE id = ${ticketId} AND status = 'PREMIADO' AND prize_expires_at > now()
     RETURNING prize_total::text AS amount, currency`,
  );
  return row ?? null;
}

export async function insertPrizePayment(
  db: Db,
  payment: { ticketId: number; taquillaId: number; userId: number; amount: string; currency: string; timezone: string },
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO prize_payments (ticket_id, taquilla_id, paid_by, amount, currency, business_date)
    VALUES (${payment.ticketId}, ${payment.taquillaId}, ${payment.userId}, ${payment.amount}::bigint, ${payment.currency},
            (now() AT TIME ZONE ${payment.timezone})::date)
    RETURNING id`,
  );
  return row!.id;
}

/** The identified winner of a payment (the document already normalised). */
export async function insertPrizeWinner(
  db: Db,
  winner: { paymentId: number; ticketId: number; bancaId: number; document: string; name: string; phone: string },
): Promise<void> {
  await db.execute(sql`INSERT INTO prize_winners (payment_id, ticket_id, banca_id, document, name, phone)
    VALUES (${winner.paymentId}, ${winner.ticketId}, ${winner.bancaId}, ${winner.document}, ${winner.name}, ${winner.phone})`);
}

/**
 * Records a refused check or payment (a wrong code or an unknown serial) for the anomaly watch
 * (ADR 061): on the pool, outside any transaction, so the refusal that follows does not undo it.
 */
export async function recordCodeFailure(
  db: Db,
  failure: { bancaId: number; taquillaId: number; userId: number; serial: string; ticketId: number | null },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO prize_code_failures (banca_id, taquilla_id, user_id, serial, ticket_id)
        VALUES (${failure.bancaId}, ${failure.taquillaId}, ${failure.userId}, ${failure.serial.slice(0, 64)}, ${failure.ticketId})`,
  );
}
