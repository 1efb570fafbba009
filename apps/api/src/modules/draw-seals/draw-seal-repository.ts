import type {
  DrawSeal,
  DrawSealAgencyLine,
  DrawSealCorrection,
  DrawSealNumberLine,
  DrawSealRow,
  ListDrawSealsResponse,
  ZListDrawSealsQuery,
} from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

export type ListDrawSealsQuery = z.output<typeof ZListDrawSealsQuery>;
type Filters = Omit<ListDrawSealsQuery, 'page' | 'per_page' | 'sort' | 'order'>;

const JOINS = sql`FROM draw_seals s
  JOIN draw_occurrences o ON o.id = s.occurrence_id
  JOIN draws d ON d.id = o.draw_id
  JOIN products p ON p.id = o.product_id
  JOIN lotteries l ON l.id = p.lottery_id`;

/** The caller's banca's seals (the scope, inside the query) narrowed by the filters. */
function whereOf(bancaId: number, filters: Filters): SQL {
  const where = [sql`s.banca_id = ${bancaId}`];
  if (filters.from_date) where.push(sql`o.draw_date >= ${filters.from_date}::date`);
  if (filters.to_date) where.push(sql`o.draw_date <= ${filters.to_date}::date`);
  if (filters.lottery_id) where.push(sql`l.id = ${filters.lottery_id}`);
  if (filters.product_id) where.push(sql`p.id = ${filters.product_id}`);
  return sql.join(where, sql` AND `);
}

const ROW_COLUMNS = sql`o.id AS occurrence_id, o.draw_date::text AS draw_date, d.name AS draw_name,
  json_build_object('id', l.id, 'name', l.name) AS lottery, json_build_object('id', p.id, 'name', p.name) AS product,
  to_json(o.close_at)#>>'{}' AS close_at, to_json(s.sealed_at)#>>'{}' AS sealed_at,
  s.tickets, s.plays, s.annulled_tickets, s.totals,
  (SELECT count(*)::int FROM draw_seal_corrections c WHERE c.seal_id = s.id) AS corrections, s.digest`;

/** The list's pieces: a page of rows, their count and the totals per currency over every row of the filters. */
export function sealQueries(db: Db, bancaId: number, query: ListDrawSealsQuery) {
  const where = whereOf(bancaId, query);
  const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
  const order =
    query.sort === 'sealed_at'
      ? sql`s.sealed_at ${direction}, o.id ${direction}`
      : sql`o.draw_date ${direction}, o.close_at ${direction}, o.id ${direction}`;
  return {
    rows: (limit: number, offset: number) =>
      rowsOf<DrawSealRow>(
        db,
        sql`SELECT ${ROW_COLUMNS} ${JOINS} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      ),
    count: async () => (await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n ${JOINS} WHERE ${where}`))[0]!.n,
    totals: () =>
      rowsOf<ListDrawSealsResponse['totals'][number]>(
        db,
        sql`SELECT t->>'currency' AS currency, sum((t->>'tickets')::bigint)::text AS tickets,
                   sum((t->>'amount')::numeric)::text AS amount, sum((t->>'annulled_amount')::numeric)::text AS annulled_amount
              ${JOINS} CROSS JOIN jsonb_array_elements(s.totals) t
             WHERE ${where} GROUP BY 1 ORDER BY 1`,
      ),
  };
}

type SealHead = Omit<DrawSeal, 'by_number' | 'by_agency' | 'correction_list'> & { seal_id: number };

/** One seal of the caller's banca with what the acta shows beside its figures; null when there is none. */
export async function findSeal(db: Db, bancaId: number, occurrenceId: number): Promise<DrawSeal | null> {
  const [head] = await rowsOf<SealHead>(
    db,
    sql`SELECT s.id::int AS seal_id, ${ROW_COLUMNS}, s.version, s.annulled_plays, s.tickets_head,
               o.result_number, o.result_sign::int AS result_sign
          ${JOINS} WHERE s.banca_id = ${bancaId} AND s.occurrence_id = ${occurrenceId}`,
  );
  if (!head) return null;
  const { seal_id: sealId, ...seal } = head;
  const byNumber = await rowsOf<DrawSealNumberLine>(
    db,
    sql`SELECT n.currency, json_build_object('id', bt.id, 'name', bt.name) AS bet_type, n.number, n.sign, n.plays, n.amount
          FROM draw_seals s
          CROSS JOIN jsonb_to_recordset(s.by_number)
                AS n(currency text, bet_type_id int, number text, sign text, plays text, amount text)
          JOIN bet_types bt ON bt.id = n.bet_type_id
         WHERE s.id = ${sealId}
         ORDER BY n.currency, bt.name, n.number, n.sign NULLS FIRST`,
  );
  const byAgency = await rowsOf<DrawSealAgencyLine>(
    db,
    sql`SELECT json_build_object('id', a.id, 'code', a.code, 'name', a.name) AS agency, g.currency, g.tickets, g.plays,
               g.amount, g.annulled_tickets, g.annulled_amount
          FROM draw_seals s
          CROSS JOIN jsonb_to_recordset(s.by_agency)
                AS g(agency_id int, currency text, tickets text, plays text, amount text, annulled_tickets text,
                     annulled_amount text)
          JOIN partners a ON a.id = g.agency_id
         WHERE s.id = ${sealId}
         ORDER BY a.name, a.id, g.currency`,
  );
  const corrections = await rowsOf<DrawSealCorrection>(
    db,
    sql`SELECT c.id::int AS id, c.kind, t.serial AS ticket_serial, c.currency, c.plays, c.amount::text AS amount,
               c.before, c.after, c.reason, u.username AS created_by, to_json(c.created_at)#>>'{}' AS created_at
          FROM draw_seal_corrections c
          LEFT JOIN tickets t ON t.id = c.ticket_id
          LEFT JOIN users u ON u.id = c.created_by
         WHERE c.seal_id = ${sealId}
         ORDER BY c.id`,
  );
  return { ...seal, by_number: byNumber, by_agency: byAgency, correction_list: corrections };
}
