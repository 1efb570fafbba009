import type { Pote, PoteMovementType } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

export type PoteKind = 'DAILY' | 'WEEKLY';
export type MovementConcept = 'VENTA' | 'ANULACION' | 'MANUAL' | 'ARRASTRE' | 'PREMIO';

export interface PoteRow {
  id: number;
  pollaTypeId: number;
  kind: PoteKind;
  startDate: string;
  currency: string;
  first: bigint;
  second: bigint;
  status: 'OPEN' | 'SETTLED';
}

type RawPote = {
  id: number;
  polla_type_id: number;
  kind: PoteKind;
  start_date: string;
  currency: string;
  first_amount: string;
  second_amount: string;
  status: 'OPEN' | 'SETTLED';
};

const poteRow = (row: RawPote): PoteRow => ({
  id: row.id,
  pollaTypeId: row.polla_type_id,
  kind: row.kind,
  startDate: row.start_date,
  currency: row.currency,
  first: BigInt(row.first_amount),
  second: BigInt(row.second_amount),
  status: row.status,
});

const POTE_COLUMNS = sql`id, polla_type_id, kind, start_date::text, currency, first_amount::text, second_amount::text, status`;

/** The Monday of a date's week (weekly potes start on Mondays). */
export const weekStartSql = (date: string) => sql`(${date}::date - (extract(isodow FROM ${date}::date)::int - 1))`;

/**
 * The pote of a type, kind and start date, created empty when missing. A new WEEKLY pote takes
 * over what earlier weeks' open potes still hold (their rollover), and those are settled.
 */
export async function ensurePote(
  db: Db,
  pote: { pollaTypeId: number; kind: PoteKind; startDate: string; currency: string },
): Promise<PoteRow> {
  const start = pote.kind === 'WEEKLY' ? weekStartSql(pote.startDate) : sql`${pote.startDate}::date`;
  const created = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO polla_potes (polla_type_id, kind, start_date, currency)
        VALUES (${pote.pollaTypeId}, ${pote.kind}, ${start}, ${pote.currency})
        ON CONFLICT (polla_type_id, kind, start_date) DO NOTHING RETURNING id`,
  );
  const [row] = await rowsOf<RawPote>(
    db,
    sql`SELECT ${POTE_COLUMNS} FROM polla_potes
         WHERE polla_type_id = ${pote.pollaTypeId} AND kind = ${pote.kind} AND start_date = ${start}`,
  );
  const current = poteRow(row!);
  if (created.length && pote.kind === 'WEEKLY') await rollEarlierWeeks(db, current);
  return current;
}

async function rollEarlierWeeks(db: Db, into: PoteRow) {
  const earlier = await rowsOf<RawPote>(
    db,
    sql`SELECT ${POTE_COLUMNS} FROM polla_potes
         WHERE polla_type_id = ${into.pollaTypeId} AND kind = 'WEEKLY' AND status = 'OPEN' AND start_date < ${into.startDate}::date
         ORDER BY start_date FOR UPDATE`,
  );
  for (const old of earlier.map(poteRow)) {
    await rollOver(db, old, into, { first: old.first, second: old.second }, null);
    await settlePote(db, old.id);
  }
}

export interface Movement {
  tipo: PoteMovementType;
  concept: MovementConcept;
  first: bigint;
  second: bigint;
  ticketId?: number | null;
  userId?: number | null;
}

/**
 * Applies one movement to an OPEN pote and records it, in one statement: the pote's row is
 * locked by the update, so movements of one pote queue, and one that would take an accumulator
 * below zero (or reach a settled pote) changes nothing and answers false.
 */
export async function applyMovement(db: Db, poteId: number, movement: Movement): Promise<boolean> {
  const sign = movement.tipo === 'INGRESO' ? 1n : -1n;
  const first = (sign * movement.first).toString();
  const second = (sign * movement.second).toString();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`WITH pote AS (
          UPDATE polla_potes SET first_amount = first_amount + ${first}::bigint, second_amount = second_amount + ${second}::bigint
           WHERE id = ${poteId} AND status = 'OPEN'
             AND first_amount + ${first}::bigint >= 0 AND second_amount + ${second}::bigint >= 0
          RETURNING id)
        INSERT INTO polla_pote_movements (pote_id, tipo, concept, first_amount, second_amount, ticket_id, user_id)
        SELECT pote.id, ${movement.tipo}, ${movement.concept}, ${movement.first.toString()}::bigint,
               ${movement.second.toString()}::bigint, ${movement.ticketId ?? null}, ${movement.userId ?? null}
          FROM pote RETURNING id::text`,
  );
  return rows.length === 1;
}

/** Moves amounts from one pote to another as an EGRESO and an INGRESO of ARRASTRE. */
export async function rollOver(
  db: Db,
  from: Pick<PoteRow, 'id'>,
  to: Pick<PoteRow, 'id'>,
  amounts: { first: bigint; second: bigint },
  userId: number | null,
) {
  if (amounts.first === 0n && amounts.second === 0n) return;
  const movement = { concept: 'ARRASTRE' as const, ...amounts, userId };
  if (!(await applyMovement(db, from.id, { ...movement, tipo: 'EGRESO' }))) throw new Error('rollover out failed');
  if (!(await applyMovement(db, to.id, { ...movement, tipo: 'INGRESO' }))) throw new Error('rollover in failed');
}

export async function settlePote(db: Db, poteId: number) {
  await db.execute(sql`UPDATE polla_potes SET status = 'SETTLED', settled_at = now() WHERE id = ${poteId}`);
}

/** A pote of the banca's polla types, locked for a change (queues behind sales, payments and the scoring). */
export async function lockPote(db: Db, bancaId: number, kind: PoteKind, poteId: number): Promise<PoteRow | null> {
  const [row] = await rowsOf<RawPote>(
    db,
    sql`SELECT ${POTE_COLUMNS} FROM polla_potes
         WHERE id = ${poteId} AND kind = ${kind}
           AND polla_type_id IN (SELECT id FROM polla_types WHERE banca_id = ${bancaId})
         FOR UPDATE`,
  );
  return row ? poteRow(row) : null;
}

/** A pote with the tickets that fed it, not annulled (a pote id is either a daily or a weekly pote's: both indexed). */
const listColumns = sql`p.id, p.polla_type_id, pt.name AS polla_type_name, p.start_date::text, p.currency,
       p.first_amount::text, p.second_amount::text, p.status, fed.tickets, fed.sold
  FROM polla_potes p JOIN polla_types pt ON pt.id = p.polla_type_id
  CROSS JOIN LATERAL (SELECT count(*)::int AS tickets, coalesce(sum(t.price), 0)::text AS sold FROM polla_tickets t
                       WHERE (t.daily_pote_id = p.id OR t.weekly_pote_id = p.id) AND t.status <> 'ANULADO') fed`;

export interface PoteFilters {
  bancaId: number;
  kind: PoteKind;
  pollaTypeId: number;
  from?: string | undefined;
  to?: string | undefined;
}

const poteWhere = (
  f: PoteFilters,
) => sql`pt.banca_id = ${f.bancaId} AND p.kind = ${f.kind} AND p.polla_type_id = ${f.pollaTypeId}
  ${f.from ? sql`AND p.start_date >= ${f.from}::date` : sql``} ${f.to ? sql`AND p.start_date <= ${f.to}::date` : sql``}`;

export async function listPotes(db: Db, filters: PoteFilters, order: 'asc' | 'desc', limit: number, offset: number) {
  return rowsOf<Pote>(
    db,
    sql`SELECT ${listColumns} WHERE ${poteWhere(filters)}
         ORDER BY p.start_date ${order === 'asc' ? sql`ASC` : sql`DESC`} LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function countPotes(db: Db, filters: PoteFilters): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM polla_potes p JOIN polla_types pt ON pt.id = p.polla_type_id WHERE ${poteWhere(filters)}`,
  );
  return row!.n;
}

export async function findPote(db: Db, poteId: number): Promise<Pote> {
  const [row] = await rowsOf<Pote>(db, sql`SELECT ${listColumns} WHERE p.id = ${poteId}`);
  return row!;
}

export interface MovementRow {
  id: number;
  tiempo_abono: string;
  tipo: PoteMovementType;
  concepto: MovementConcept;
  usuario: string | null;
  first_amount: string;
  second_amount: string;
}

export async function movementsOf(db: Db, poteId: number): Promise<MovementRow[]> {
  return rowsOf<MovementRow>(
    db,
    sql`SELECT m.id::int, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS tiempo_abono,
               m.tipo, m.concept AS concepto, u.username AS usuario, m.first_amount::text, m.second_amount::text
          FROM polla_pote_movements m LEFT JOIN users u ON u.id = m.user_id
         WHERE m.pote_id = ${poteId} ORDER BY m.created_at DESC, m.id DESC LIMIT 500`,
  );
}

/** Movements of the period's potes by concept and type, and their potes, tickets and sales. */
export async function poteSummary(db: Db, filters: PoteFilters) {
  const concepts = await rowsOf<{
    concepto: MovementConcept;
    tipo: PoteMovementType;
    first_amount: string;
    second_amount: string;
  }>(
    db,
    sql`SELECT m.concept AS concepto, m.tipo, sum(m.first_amount)::text AS first_amount, sum(m.second_amount)::text AS second_amount
          FROM polla_pote_movements m JOIN polla_potes p ON p.id = m.pote_id JOIN polla_types pt ON pt.id = p.polla_type_id
         WHERE ${poteWhere(filters)} GROUP BY m.concept, m.tipo ORDER BY m.concept, m.tipo`,
  );
  const [totals] = await rowsOf<{ pots: number; tickets: number; sold: string }>(
    db,
    sql`SELECT count(*)::int AS pots, coalesce(sum(x.tickets), 0)::int AS tickets, coalesce(sum(x.sold::bigint), 0)::text AS sold
          FROM (SELECT ${listColumns} WHERE ${poteWhere(filters)}) x`,
  );
  return { concepts, ...totals! };
}
