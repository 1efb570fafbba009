import type { Currency, LayOffOccurrence, LayOffRow } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

/** What the list reads: the caller's banca (its hold) and subtree (its sales), the occurrence and filters. */
export interface LayOffFilters {
  bancaId: number;
  scope: Scope;
  today: string;
  productId: number | null;
  currency: Currency | null;
}

/** The occurrences to pick from: today's, and any still open for sale; optionally of one product. */
export async function layOffOccurrences(db: Db, f: LayOffFilters): Promise<LayOffOccurrence[]> {
  const rows = await rowsOf<LayOffOccurrence & { draw_at: Date | string }>(
    db,
    sql`SELECT o.id, d.name AS draw, pr.name AS product, o.draw_at,
               (o.close_at > now() AND o.result_number IS NULL) AS open
          FROM draw_occurrences o
          JOIN draws d ON d.id = o.draw_id
          JOIN products pr ON pr.id = o.product_id
         WHERE (o.draw_date = ${f.today}::date
                OR (o.draw_date >= ${f.today}::date - 1 AND o.close_at > now() AND o.result_number IS NULL))
           ${f.productId === null ? sql`` : sql`AND o.product_id = ${f.productId}`}
         ORDER BY o.draw_at, d.name, o.id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), draw_at: new Date(row.draw_at).toISOString() }));
}

/**
 * Per bet type, number and currency of the occurrence: what the caller's subtree sold (tickets not
 * annulled), what it pays if it wins at the bet type's multiplier now, the banca's hold for that
 * currency (its most specific active HOLD_LIABILITY rule: the product's, else the lottery's, else
 * the general one), and only the rows whose payout exceeds it. The stake to pass on is the excess
 * divided by the multiplier, rounded up so that what the banca keeps never exceeds its hold.
 */
export async function layOffRows(db: Db, occurrenceId: number, f: LayOffFilters): Promise<LayOffRow[]> {
  const rows = await rowsOf<Omit<LayOffRow, 'currency'> & { currency: string }>(
    db,
    sql`WITH sold AS (
          SELECT p.bet_type_id, p.number_key, t.currency, sum(p.amount) AS sold
            FROM ticket_plays p
            JOIN tickets t ON t.id = p.ticket_id
           WHERE p.occurrence_id = ${occurrenceId} AND t.status <> 'ANULADO'
             AND t.partner_path LIKE ${subtreePattern(f.scope)}
             ${f.currency === null ? sql`` : sql`AND t.currency = ${f.currency}`}
           GROUP BY p.bet_type_id, p.number_key, t.currency),
        priced AS (
          SELECT s.*, pbt.multiplier, round(s.sold * pbt.multiplier)::bigint AS payout,
                 (SELECT th.amount FROM risk_thresholds th
                   WHERE th.banca_id = ${f.bancaId} AND th.kind = 'HOLD_LIABILITY' AND th.active
                     AND th.currency = s.currency
                     AND (th.product_id IS NULL OR th.product_id = o.product_id)
                     AND (th.lottery_id IS NULL OR th.lottery_id = pr.lottery_id)
                   ORDER BY th.product_id NULLS LAST, th.lottery_id NULLS LAST, th.amount LIMIT 1) AS hold
            FROM sold s
            JOIN draw_occurrences o ON o.id = ${occurrenceId}
            JOIN products pr ON pr.id = o.product_id
            JOIN product_bet_types pbt ON pbt.product_id = o.product_id AND pbt.bet_type_id = s.bet_type_id)
        SELECT json_build_object('id', bt.id, 'code', bt.code, 'name', bt.name) AS bet_type, x.number_key AS number,
               x.currency, x.sold::text AS sold, x.multiplier::text AS multiplier, x.payout::text AS payout,
               x.hold::text AS hold, (x.payout - x.hold)::text AS excess,
               ceil((x.payout - x.hold) / x.multiplier)::bigint::text AS pass_on
          FROM priced x
          JOIN bet_types bt ON bt.id = x.bet_type_id
         WHERE x.hold IS NOT NULL AND x.payout > x.hold AND x.multiplier > 0
         ORDER BY x.payout - x.hold DESC, x.currency, x.number_key, bt.id`,
  );
  return rows.map((row) => ({ ...row, currency: row.currency as Currency }));
}
