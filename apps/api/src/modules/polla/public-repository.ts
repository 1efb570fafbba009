import type { Currency, PublicBet } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { statusSql } from './ticket-repository';

export async function publicTypes(db: Db) {
  return rowsOf<{ id: number; name: string; currency: Currency }>(
    db,
    sql`SELECT id, name, currency FROM polla_types WHERE status = 'ACTIVE' ORDER BY name, id`,
  );
}

/** The type's date: the given one, else today in the zone of its lottery (null for an unknown type). */
export async function typeDate(db: Db, typeId: number, date: string | undefined) {
  const [row] = await rowsOf<{ date: string; draw_ids: number[]; currency: Currency }>(
    db,
    sql`SELECT coalesce(${date ?? null}::date, (now() AT TIME ZONE l.timezone)::date)::text AS date, pt.draw_ids, pt.currency
          FROM polla_types pt JOIN products p ON p.id = pt.product_id JOIN lotteries l ON l.id = p.lottery_id
         WHERE pt.id = ${typeId} AND pt.status = 'ACTIVE'`,
  );
  return row ?? null;
}

export async function publicResults(db: Db, drawIds: number[], date: string) {
  return rowsOf<{ draw_time: string; result_number: string | null; result_name: string | null }>(
    db,
    sql`SELECT to_char(d.draw_time, 'HH24:MI') AS draw_time, o.result_number,
               (SELECT s.name FROM product_symbols s WHERE s.product_id = o.product_id AND s.number = o.result_number) AS result_name
          FROM draws d LEFT JOIN draw_occurrences o ON o.draw_id = d.id AND o.draw_date = ${date}::date
         WHERE d.id = ANY (${intArray(drawIds)}) ORDER BY d.draw_time`,
  );
}

/** Tickets as the public sees them: a masked serial, the picks, the status and prize; nothing of the customer. */
async function publicBets(db: Db, where: SQL): Promise<PublicBet[]> {
  const rows = await rowsOf<PublicBet & { picks: PublicBet['picks'] | string }>(
    db,
    sql`SELECT '******' || right(t.serial, 4) AS serial, t.currency, t.draw_date::text, ${statusSql} AS status, t.score,
               (t.prize_first + t.prize_second + t.prize_weekly)::text AS prize_total,
               (SELECT json_agg(x ORDER BY x.draw_time) FROM (
                  SELECT to_char(d.draw_time, 'HH24:MI') AS draw_time, json_agg(p.number ORDER BY p.number) AS numbers
                    FROM polla_ticket_picks p JOIN draw_occurrences o ON o.id = p.occurrence_id JOIN draws d ON d.id = o.draw_id
                   WHERE p.ticket_id = t.id GROUP BY d.draw_time) x) AS picks
          FROM polla_tickets t
         WHERE t.status <> 'ANULADO' AND ${where}
         ORDER BY t.draw_date DESC, t.score DESC NULLS LAST, t.id LIMIT 500`,
  );
  return rows.map((row) => ({
    ...row,
    picks: typeof row.picks === 'string' ? JSON.parse(row.picks) : (row.picks ?? []),
  }));
}

export const betsOfDay = (db: Db, typeId: number, date: string) =>
  publicBets(db, sql`t.polla_type_id = ${typeId} AND t.draw_date = ${date}::date`);

/** A customer's tickets of the last 7 days, by cédula (any banca). */
export const betsOfCustomer = (db: Db, idType: string, idNumber: string) =>
  publicBets(
    db,
    sql`t.draw_date >= current_date - 7 AND t.customer_id IN
          (SELECT id FROM polla_customers WHERE id_type = ${idType} AND id_number = ${idNumber})`,
  );

/** Whether the ticket of this serial is the customer's of this cédula. */
export async function customerHoldsSerial(db: Db, idType: string, idNumber: string, serial: string) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT t.id FROM polla_tickets t JOIN polla_customers c ON c.id = t.customer_id
         WHERE t.serial = ${serial} AND c.id_type = ${idType} AND c.id_number = ${idNumber}`,
  );
  return rows.length > 0;
}

export async function publicPotes(db: Db, typeId: number, date: string) {
  return rowsOf<{ kind: 'DAILY' | 'WEEKLY'; start_date: string; first_amount: string; second_amount: string }>(
    db,
    sql`SELECT kind, start_date::text, first_amount::text, second_amount::text FROM polla_potes
         WHERE polla_type_id = ${typeId}
           AND ((kind = 'DAILY' AND start_date = ${date}::date)
             OR (kind = 'WEEKLY' AND start_date = ${date}::date - (extract(isodow FROM ${date}::date)::int - 1)))`,
  );
}
