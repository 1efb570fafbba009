import type { BetTypeCode } from '@banca/contracts';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import type { Config } from '../../src/config';
import { bearer, sharedTestApp } from '../session';
import type { Db } from '../../src/db/client';
import { chainOf } from '../../src/lib/chain';
import { rowsOf } from '../../src/lib/raw-query';
import { ensureOccurrences } from '../../src/modules/draws';

/**
 * What the results, awarding and prize tests share: the app on its own copy of the demo
 * database, signed-in demo users, today's occurrences moved past their close, and tickets
 * written straight into the tables (plays with the multiplier "fixed at sale"). `overrides`
 * change the app's configuration (a provider, a limit).
 */
export function resultsTestKit(overrides: Partial<Config> = {}) {
  const t = sharedTestApp(overrides);
  beforeAll(() => ensureOccurrences(t.database.db));

  const kit = {
    get app() {
      return t.app;
    },
    get db(): Db {
      return t.database.db;
    },
    get realPostgres() {
      return t.realPostgres;
    },
    async as(username: string, method: InjectOptions['method'], url: string, payload?: unknown) {
      return t.app.inject({
        method,
        url,
        headers: bearer(await t.tokenOf(username)),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    rows<T>(query: ReturnType<typeof sql>) {
      return rowsOf<T>(t.database.db, query);
    },
    /** Today's occurrence of the product's draw at `time` (the lottery's own today). */
    async occurrence(product: string, time: string): Promise<number> {
      const [row] = await rowsOf<{ id: number }>(
        t.database.db,
        sql`SELECT o.id FROM draw_occurrences o JOIN draws d ON d.id = o.draw_id JOIN products p ON p.id = o.product_id
             JOIN lotteries l ON l.id = p.lottery_id
            WHERE p.name = ${product} AND to_char(d.draw_time, 'HH24:MI') = ${time}
              AND o.draw_date = (now() AT TIME ZONE l.timezone)::date`,
      );
      if (!row) throw new Error(`No hay sorteo de ${product} a las ${time} hoy`);
      return row.id;
    },
    /** Moves an occurrence's instants so that its sales are closed (or open again). */
    async setClosed(id: number, closed = true) {
      await t.database.db.execute(
        closed
          ? sql`UPDATE draw_occurrences SET open_at = now() - interval '3 hours', draw_at = now() - interval '1 minute',
                       close_at = now() - interval '5 minutes' WHERE id = ${id}`
          : sql`UPDATE draw_occurrences SET open_at = now() - interval '3 hours', draw_at = now() + interval '2 hours',
                       close_at = now() + interval '1 hour' WHERE id = ${id}`,
      );
    },
    /** Writes a sold ticket of a taquilla (by code) with its plays, today; answers its id, serial and code. */
    ticket: (taquillaCode: string, plays: TestPlay[]) => writeTestTicket(t.database.db, taquillaCode, plays),
    async ticketRow(id: number) {
      const [row] = await rowsOf<{ status: string; prize_total: string; prize_expires_at: Date | null }>(
        t.database.db,
        sql`SELECT status, prize_total::text, prize_expires_at FROM tickets WHERE id = ${id}`,
      );
      return row!;
    },
    async prizesOf(ticketId: number) {
      const rows = await rowsOf<{ prize: string }>(
        t.database.db,
        sql`SELECT prize::text FROM ticket_plays WHERE ticket_id = ${ticketId} ORDER BY id`,
      );
      return rows.map((row) => row.prize);
    },
  };
  return kit;
}

/**
 * Writes a sold ticket of a taquilla (by code) with its plays (the multiplier "fixed at sale"),
 * ticket and plays in one statement as a sale writes them (the rollups' fold relies on it), on
 * `businessDate` (today unless given). Answers its id, serial and code.
 */
export async function writeTestTicket(
  db: Db,
  taquillaCode: string,
  plays: TestPlay[],
  { channel = 'WEB', businessDate }: { channel?: 'WEB' | 'TERMINAL'; businessDate?: string } = {},
) {
  const [taquilla] = await rowsOf<{ id: number; path: string; parent_id: number; currency: string; seller: number }>(
    db,
    sql`SELECT p.id, p.path, p.parent_id, p.currency, (SELECT min(id) FROM users WHERE role = 'ADMIN_BANCA') AS seller
          FROM partners p WHERE p.code = ${taquillaCode}`,
  );
  if (!taquilla) throw new Error(`No existe la taquilla ${taquillaCode}`);
  const chain = chainOf(taquilla.path);
  const serial = String(randomInt(1_000_000_000, 9_999_999_999));
  const code = `SC${String(randomInt(100_000, 999_999))}`;
  const total = plays.reduce((sum, play) => sum + BigInt(play.amount), 0n);
  const playRows = plays.map(
    (play) => sql`(${play.occurrence}::int, ${play.betType}::text, ${play.number}::text, ${play.sign ?? null}::smallint,
                   ${play.sign ? `${play.number}/${play.sign}` : play.number}::text, ${play.amount}::bigint,
                   ${play.multiplier}::numeric)`,
  );
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`WITH ticket AS (
          INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                               currency, total, channel, status, sold_at, business_date)
          VALUES (${serial}, ${code}, ${taquilla.id}, ${taquilla.parent_id}, ${chain[0]}, ${taquilla.path},
                  ARRAY[${sql.join(
                    chain.map((id) => sql`${id}`),
                    sql`, `,
                  )}]::int[], ${taquilla.seller}, ${taquilla.currency}, ${total.toString()}::bigint, ${channel}, 'ACTIVO',
                  now(), ${businessDate ? sql`${businessDate}::date` : sql`current_date`})
          RETURNING id),
        plays AS (
          INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount, multiplier)
          SELECT ticket.id, p.occurrence, (SELECT id FROM bet_types WHERE code = p.bet_type), p.number, p.sign,
                 p.number_key, p.amount, p.amount, p.multiplier
            FROM ticket, (VALUES ${sql.join(playRows, sql`, `)})
                 AS p(occurrence, bet_type, number, sign, number_key, amount, multiplier))
        SELECT id::text FROM ticket`,
  );
  return { id: Number(row!.id), serial, code };
}

/** An animalito play of a written ticket, at the multiplier fixed at sale (30 unless given). */
export const animalitoPlay = (occurrence: number, number: string, amount: string, multiplier = '30'): TestPlay => ({
  occurrence,
  betType: 'ANIMALITO',
  number,
  amount,
  multiplier,
});

export interface TestPlay {
  occurrence: number;
  betType: BetTypeCode;
  number: string;
  sign?: number;
  amount: string;
  multiplier: string;
}
