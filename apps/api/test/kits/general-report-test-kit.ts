import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { openOccurrence } from '../sales';
import { bearer, sharedTestApp } from '../session';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/lib/raw-query';
import { foldUntilCaughtUp } from '../../src/modules/rollups';

/** The business day of the sales these tests write (a past day: no clock involved). */
export const DAY = '2026-03-10';
export const DAY_BEFORE = '2026-03-09';

export interface KitPlay {
  readonly product: 'Lotto Activo' | 'Triple Caracas';
  readonly amount: number;
  readonly prize?: number;
}

export interface KitTicket {
  readonly taquilla: string;
  readonly plays: readonly KitPlay[];
  readonly currency?: 'BS' | 'USD' | 'COP';
  readonly day?: string;
  readonly status?: 'ACTIVO' | 'ANULADO' | 'PREMIADO' | 'PAGADO';
  readonly channel?: 'WEB' | 'TERMINAL';
}

/**
 * What the report tests share: the app on its own copy of the demo database, signed-in demo
 * users, tickets written straight into the tables on a day of their own (ticket and plays in one
 * statement, as a sale writes them), and the figures computed straight from those tickets.
 */
export function generalReportKit() {
  const t = sharedTestApp();
  const occurrences = new Map<string, number>();

  beforeAll(async () => {
    for (const product of ['Lotto Activo', 'Triple Caracas'] as const) {
      occurrences.set(product, (await openOccurrence(t.database.db, product)).occurrenceId);
    }
  });

  return {
    get app() {
      return t.app;
    },
    get db(): Db {
      return t.database.db;
    },
    async call(username: string, options: InjectOptions) {
      const headers = { ...bearer(await t.tokenOf(username)), 'x-timezone': 'America/Caracas', ...options.headers };
      return t.app.inject({ ...options, headers });
    },
    rows<T>(query: ReturnType<typeof sql>) {
      return rowsOf<T>(t.database.db, query);
    },
    async partnerId(code: string): Promise<number> {
      const [row] = await rowsOf<{ id: number }>(t.database.db, sql`SELECT id FROM partners WHERE code = ${code}`);
      return row!.id;
    },
    /** Writes a ticket of a taquilla (by code) with its plays, in its final state; answers its id. */
    async ticket(ticket: KitTicket): Promise<number> {
      const plays = ticket.plays.map(
        (
          play,
        ) => sql`(${occurrences.get(play.product)!}::int, ${play.product === 'Lotto Activo' ? 'ANIMALITO' : 'TRIPLE'}::text,
                       ${String(randomInt(0, 36))}::text, ${String(play.amount)}::bigint, ${String(play.prize ?? 0)}::bigint)`,
      );
      const total = ticket.plays.reduce((sum, play) => sum + play.amount, 0);
      const prizes = ticket.plays.reduce((sum, play) => sum + (play.prize ?? 0), 0);
      const [row] = await rowsOf<{ id: string }>(
        t.database.db,
        sql`WITH taquilla AS (
              SELECT p.id, p.parent_id, p.path, p.currency,
                     string_to_array(trim(both '/' from p.path), '/')::int[] AS chain,
                     (SELECT min(id) FROM users WHERE role = 'ADMIN_BANCA') AS seller
                FROM partners p WHERE p.code = ${ticket.taquilla}),
            ticket AS (
              INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                                   currency, total, prize_total, channel, status, sold_at, business_date)
              SELECT ${String(randomInt(1_000_000_000, 9_999_999_999))}, 'ABCD1234', id, parent_id, chain[1], path, chain,
                     seller, coalesce(${ticket.currency ?? null}::text, currency), ${String(total)}::bigint,
                     ${String(prizes)}::bigint, ${ticket.channel ?? 'WEB'}, ${ticket.status ?? 'ACTIVO'},
                     (${ticket.day ?? DAY}::date + time '12:00') AT TIME ZONE 'America/Caracas', ${ticket.day ?? DAY}::date
                FROM taquilla
              RETURNING id),
            plays AS (
              INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, number_key, requested, amount,
                                        multiplier, prize)
              SELECT ticket.id, p.occurrence, (SELECT id FROM bet_types WHERE code = p.bet_type), p.number, p.number,
                     p.amount, p.amount, 30, p.prize
                FROM ticket, (VALUES ${sql.join(plays, sql`, `)}) AS p(occurrence, bet_type, number, amount, prize))
            SELECT id::text FROM ticket`,
      );
      return Number(row!.id);
    },
    fold: () => foldUntilCaughtUp(t.database.db),
    /**
     * Figures of a partner's subtree (by path prefix) straight from the tickets and plays: sales
     * net of annulments, annulled and prizes, per currency, over the days.
     */
    async direct(partnerCode: string, from = DAY, to = DAY, productName?: string) {
      return rowsOf<{ currency: string; sales: string; annulled: string; prizes: string }>(
        t.database.db,
        sql`SELECT t.currency,
                   coalesce(sum(tp.amount) FILTER (WHERE t.status <> 'ANULADO'), 0)::text AS sales,
                   coalesce(sum(tp.amount) FILTER (WHERE t.status = 'ANULADO'), 0)::text AS annulled,
                   coalesce(sum(tp.prize) FILTER (WHERE t.status <> 'ANULADO'), 0)::text AS prizes
              FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id
              JOIN draw_occurrences o ON o.id = tp.occurrence_id JOIN products pr ON pr.id = o.product_id
             WHERE t.partner_path LIKE (SELECT path FROM partners WHERE code = ${partnerCode}) || '%'
               AND t.business_date BETWEEN ${from}::date AND ${to}::date
               ${productName ? sql`AND pr.name = ${productName}` : sql``}
             GROUP BY t.currency ORDER BY t.currency`,
      );
    },
  };
}

export type GeneralReportKit = ReturnType<typeof generalReportKit>;

/**
 * The demo scenario on DAY (BS unless told), with ACE1's commission on Lotto Activo 12 % and
 * participation 10 %, Triple Caracas 11.5 %, ACE2's Lotto Activo 12 %:
 * - ACE1-T1: Lotto 20 (prize 600) + 1480, a Triple 1000, and 300 in USD;
 * - ACE1-T2: Lotto 2000, annulled after it was folded;
 * - ACE2-T1: Lotto 4000; AOR1-T1: Lotto 700; ACE1-T1 the day before: Lotto 999;
 * - APA1-T1 (Panamá, USD): Lotto 5000.
 */
export async function writeScenario(kit: GeneralReportKit) {
  await kit.ticket({
    taquilla: 'ACE1-T1',
    status: 'PREMIADO',
    plays: [
      { product: 'Lotto Activo', amount: 20, prize: 600 },
      { product: 'Lotto Activo', amount: 1480 },
    ],
  });
  await kit.ticket({ taquilla: 'ACE1-T1', plays: [{ product: 'Triple Caracas', amount: 1000 }] });
  await kit.ticket({ taquilla: 'ACE1-T1', currency: 'USD', plays: [{ product: 'Lotto Activo', amount: 300 }] });
  const annulled = await kit.ticket({ taquilla: 'ACE1-T2', plays: [{ product: 'Lotto Activo', amount: 2000 }] });
  await kit.ticket({ taquilla: 'ACE2-T1', plays: [{ product: 'Lotto Activo', amount: 4000 }] });
  await kit.ticket({ taquilla: 'AOR1-T1', plays: [{ product: 'Lotto Activo', amount: 700 }] });
  await kit.ticket({ taquilla: 'ACE1-T1', day: DAY_BEFORE, plays: [{ product: 'Lotto Activo', amount: 999 }] });
  await kit.ticket({ taquilla: 'APA1-T1', plays: [{ product: 'Lotto Activo', amount: 5000 }] });
  await kit.fold();
  // A late annulment lands on the day of the sale.
  await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${annulled}`);
  await kit.fold();
}
