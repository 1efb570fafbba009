import type { BetTypeCode } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/** The living demo's reads (live-demo.ts). */

export interface DemoUser {
  id: number;
  username: string;
  password_hash: string;
}

export interface SellableOccurrence {
  id: number;
  product_id: number;
  symbols: string[] | null;
  bet_types: { code: BetTypeCode; digits: number | null; needs_sign: boolean }[];
}

/**
 * A few active sellers of active taquillas, at random, with their currency: only taquillas that
 * sell at this hour of the day (at least a twentieth of their tickets of the last 30 days, by the
 * banca's clock) or have no history yet, so the living demo keeps its taquillas' hours and the
 * anomaly watch does not see a night of sales no taquilla makes.
 */
export const randomSellers = (db: Db) =>
  rowsOf<DemoUser & { currency: string }>(
    db,
    sql`SELECT u.id, u.username, u.password_hash, p.currency FROM users u JOIN partners p ON p.id = u.partner_id
         CROSS JOIN LATERAL (
           SELECT coalesce(sum(r.tickets), 0) AS tickets,
                  coalesce(sum(r.tickets) FILTER (WHERE r.sale_hour = banca_sale_hour(now(), r.banca_id)), 0) AS now_hour
             FROM ticket_rollups r
            WHERE r.taquilla_id = p.id AND r.business_date >= current_date - 30) usual
         WHERE u.role = 'VEND_TAQUILLA' AND u.status = 'ACTIVE' AND p.kind = 'TAQUILLA' AND p.status = 'ACTIVE'
           AND (usual.tickets = 0 OR usual.now_hour * 20 >= usual.tickets)
         ORDER BY random() LIMIT 3`,
  );

/**
 * An occurrence open for sale for a while yet (the widest close margin of the demo's settings), of
 * a product sold by number, with its symbols and bet types; the ones closing soon first, as players buy.
 */
export async function sellableOccurrence(db: Db): Promise<SellableOccurrence | null> {
  const [row] = await rowsOf<SellableOccurrence>(
    db,
    sql`SELECT o.id, o.product_id,
               (SELECT array_agg(s.number) FROM product_symbols s WHERE s.product_id = p.id AND s.status = 'ACTIVE') AS symbols,
               (SELECT json_agg(json_build_object('code', bt.code, 'digits', bt.digits, 'needs_sign', bt.needs_sign))
                  FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id
                 WHERE pbt.product_id = p.id AND pbt.status = 'ACTIVE' AND bt.status = 'ACTIVE') AS bet_types
          FROM draw_occurrences o JOIN products p ON p.id = o.product_id AND p.status = 'ACTIVE'
          JOIN draws d ON d.id = o.draw_id AND d.status = 'ACTIVE'
         WHERE o.result_number IS NULL AND o.open_at <= now() AND o.close_at > now() + interval '12 minutes'
           AND p.product_type IN ('ANIMALITOS', 'TRIPLE', 'TERMINAL')
         ORDER BY o.close_at < now() + interval '3 hours' DESC, random() LIMIT 1`,
  );
  return row ?? null;
}

/** The banca administrators who may award, oldest first. */
export const awarders = (db: Db) =>
  rowsOf<DemoUser>(
    db,
    sql`SELECT u.id, u.username, u.password_hash FROM users u JOIN partners p ON p.id = u.partner_id
         WHERE u.role = 'ADMIN_BANCA' AND u.awarding_results AND u.status = 'ACTIVE' AND p.status = 'ACTIVE'
         ORDER BY u.id`,
  );

/** The dates (of the last two days) with draws already run and closed that have no result yet. */
export async function datesWithResultsDue(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ date: string }>(
    db,
    sql`SELECT DISTINCT o.draw_date::text AS date FROM draw_occurrences o JOIN products p ON p.id = o.product_id
         WHERE o.result_number IS NULL AND o.draw_at < now() AND o.close_at < now()
           AND o.draw_at > now() - interval '2 days' AND p.product_type <> 'POLLA'
         ORDER BY 1`,
  );
  return rows.map((row) => row.date);
}

/** The occurrences of the last two days with a result and no award yet, in draw order. */
export async function occurrencesToAward(db: Db): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT o.id FROM draw_occurrences o
         WHERE o.result_number IS NOT NULL AND o.awarded_at IS NULL AND o.draw_at > now() - interval '2 days'
         ORDER BY o.draw_at`,
  );
  return rows.map((row) => row.id);
}
