import { randomUUID } from 'node:crypto';
import { createSale, type SaleRequest } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/lib/raw-query';
import { build, type TestApp } from './build';
import { bearer, buildSignedIn, signInAs } from './session';

/**
 * An occurrence of one of the product's draws that is OPEN now, whatever the time of day: on
 * a far date of its own, within the business days the API takes (the day after the last one
 * made here from 2090, so it never meets the real calendar nor an earlier call), with sales open an hour ago and closing in `closesInMinutes`.
 */
export async function openOccurrence(db: Db, productName: string, closesInMinutes = 60) {
  const [row] = await rowsOf<{ id: number; draw_id: number; product_id: number }>(
    db,
    sql`INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
        SELECT d.id, d.product_id,
               (SELECT coalesce(max(o.draw_date), DATE '2090-01-01') + 1 FROM draw_occurrences o
                 WHERE o.draw_id = d.id AND o.draw_date BETWEEN DATE '2090-01-01' AND DATE '2097-12-31'),
               now() - interval '1 hour',
               now() + make_interval(mins => ${closesInMinutes + 10}), now() + make_interval(mins => ${closesInMinutes})
          FROM draws d JOIN products p ON p.id = d.product_id
         WHERE p.name = ${productName} AND d.status = 'ACTIVE'
         ORDER BY d.draw_time LIMIT 1
        RETURNING id, draw_id, product_id`,
  );
  if (!row) throw new Error(`No hay sorteos de ${productName}`);
  return { occurrenceId: row.id, drawId: row.draw_id, productId: row.product_id };
}

/** Moves an occurrence's close to `secondsFromNow` (negative: already closed). */
export async function setCloseIn(db: Db, occurrenceId: number, secondsFromNow: number) {
  await db.execute(sql`UPDATE draw_occurrences SET close_at = now() + make_interval(secs => ${secondsFromNow}),
                              draw_at = now() + make_interval(secs => ${secondsFromNow + 600})
                        WHERE id = ${occurrenceId}`);
}

/** Removes every limit on a product, or sets the banca-wide cupo and tope of the demo banca (BVE). */
export async function setLimits(db: Db, productId: number, limits: { cupo?: bigint | null; tope?: bigint | null }) {
  await db.execute(sql`DELETE FROM regular_quotas WHERE product_id = ${productId}`);
  await db.execute(sql`DELETE FROM top_quotas WHERE product_id = ${productId}`);
  const banca = sql`(SELECT id FROM partners WHERE code = 'BVE')`;
  const betTypes = sql`(SELECT bet_type_id FROM product_bet_types WHERE product_id = ${productId})`;
  if (limits.tope != null) {
    await db.execute(sql`INSERT INTO top_quotas (banca_id, product_id, bet_type_id, amount)
                         SELECT ${banca}, ${productId}, bt, ${limits.tope.toString()}::bigint FROM ${betTypes} AS x(bt)`);
  }
  if (limits.cupo != null) {
    await db.execute(sql`INSERT INTO regular_quotas (partner_id, product_id, bet_type_id, amount)
                         SELECT ${banca}, ${productId}, bt, ${limits.cupo.toString()}::bigint FROM ${betTypes} AS x(bt)`);
  }
}

/** Per-play and per-ticket settings of the demo banca, wide open unless told otherwise. */
export async function setBets(
  db: Db,
  settings: { min?: bigint; max?: bigint; maxTicket?: bigint; window?: number; extraClose?: number } = {},
) {
  await db.execute(sql`DELETE FROM bets_config WHERE partner_id IN (SELECT id FROM partners WHERE path LIKE
                         (SELECT path FROM partners WHERE code = 'BVE') || '%')`);
  await db.execute(sql`INSERT INTO bets_config (partner_id, min_per_play, max_per_play, max_per_ticket, minutes_before_close,
                                                annulment_window_minutes)
                       SELECT id, ${(settings.min ?? 1n).toString()}::bigint, ${(settings.max ?? 10_000_000n).toString()}::bigint,
                              ${(settings.maxTicket ?? 100_000_000n).toString()}::bigint, ${settings.extraClose ?? 0},
                              ${settings.window ?? 5}
                         FROM partners WHERE code = 'BVE'`);
}

export function sellRequest(app: FastifyInstance, token: string, body: SaleRequest, key: string | null = randomUUID()) {
  return app.inject({
    method: createSale.method,
    url: createSale.path,
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

/** Total sold on a number of an occurrence, counted from the live tickets themselves. */
export async function soldOn(db: Db, occurrenceId: number, number: string): Promise<bigint> {
  const [row] = await rowsOf<{ sold: string }>(
    db,
    sql`SELECT coalesce(sum(p.amount), 0)::text AS sold FROM ticket_plays p JOIN tickets t ON t.id = p.ticket_id
         WHERE p.occurrence_id = ${occurrenceId} AND p.number = ${number} AND t.status <> 'ANULADO'`,
  );
  return BigInt(row!.sold);
}

/** Gives a partner a cupo of its own on every bet type of a product, or takes it away (null). */
export async function setOwnCupo(db: Db, partnerCode: string, productId: number, amount: bigint | null) {
  const partner = sql`(SELECT id FROM partners WHERE code = ${partnerCode})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM regular_quotas WHERE partner_id = ${partner} AND product_id = ${productId}`);
    if (amount === null) return;
    await tx.execute(sql`INSERT INTO regular_quotas (partner_id, product_id, bet_type_id, amount)
                         SELECT ${partner}, ${productId}, bet_type_id, ${amount.toString()}::bigint
                           FROM product_bet_types WHERE product_id = ${productId}`);
  });
}

/** Exposure rows of these occurrences that differ from what their partner's live tickets hold. */
export async function exposureDrift(db: Db, occurrenceIds: number[]): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM sales_exposure e
         WHERE e.occurrence_id = ANY (${`{${occurrenceIds.join(',')}}`}::int[])
           AND e.sold <> (SELECT coalesce(sum(p.amount), 0) FROM ticket_plays p JOIN tickets tk ON tk.id = p.ticket_id
                           WHERE p.occurrence_id = e.occurrence_id AND p.bet_type_id = e.bet_type_id
                             AND p.number_key = e.number_key AND e.partner_id = ANY (tk.chain) AND tk.status <> 'ANULADO')`,
  );
  return row!.n;
}

/**
 * Two sellers of one agency (ACE1) with wide-open bets: the taquilla's own seller (ACE1-T1) and
 * the agency's user, who sells at its second taquilla (`secondTaquillaId`, ACE1-T2).
 */
export async function agencySellers(t: Pick<TestApp, 'app'> & { database: Pick<TestApp['database'], 'db'> }) {
  const seller = (await signInAs(t.app, 'taquilla')).access_token;
  const agencia = (await signInAs(t.app, 'agencia')).access_token;
  const [second] = await rowsOf<{ id: number }>(t.database.db, sql`SELECT id FROM partners WHERE code = 'ACE1-T2'`);
  await setBets(t.database.db);
  return { seller, agencia, secondTaquillaId: second!.id };
}

/** A new app (see `build`) with the two sellers of `agencySellers`. */
export async function buildWithAgencySellers() {
  const t = await build();
  return { t, ...(await agencySellers(t)) };
}

/** A new app, the demo taquilla's seller, and Lotto Activo open for sale with wide-open bets. */
export async function buildSellingLotto() {
  const { t, token: seller } = await buildSignedIn('taquilla');
  const lotto = await openOccurrence(t.database.db, 'Lotto Activo');
  await setBets(t.database.db);
  return { t, seller, lotto };
}

/** An animalito play of a sale request. */
export const animalito = (occurrenceId: number, number: string, amount: string) => ({
  occurrence_id: occurrenceId,
  bet_type: 'ANIMALITO' as const,
  number,
  amount,
});

/** Whether a string of digits ends in its Luhn check digit (the ticket serial's rule). */
export function luhnValid(digits: string): boolean {
  let total = 0;
  [...digits].reverse().forEach((char, i) => {
    let d = Number(char);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  });
  return total % 10 === 0;
}
