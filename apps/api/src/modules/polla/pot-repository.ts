import type { Pot, PotMovementType } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

export type PotKind = 'DAILY' | 'WEEKLY';
export type MovementConcept = 'VENTA' | 'ANULACION' | 'MANUAL' | 'ARRASTRE' | 'PREMIO';

export interface PotRow {
  id: number;
  pollaTypeId: number;
  kind: PotKind;
  startDate: string;
  currency: string;
  first: bigint;
  second: bigint;
  status: 'OPEN' | 'SETTLED';
}

type RawPot = {
  id: number;
  polla_type_id: number;
  kind: PotKind;
  start_date: string;
  currency: string;
  first_amount: string;
  second_amount: string;
  status: 'OPEN' | 'SETTLED';
};

const potRow = (row: RawPot): PotRow => ({
  id: row.id,
  pollaTypeId: row.polla_type_id,
  kind: row.kind,
  startDate: row.start_date,
  currency: row.currency,
  first: BigInt(row.first_amount),
  second: BigInt(row.second_amount),
  status: row.status,
});

const POT_COLUMNS = sql`id, polla_type_id, kind, start_date::text, currency, first_amount::text, second_amount::text, status`;

/** The Monday of a date's week (weekly pots start on Mondays). */
export const weekStartSql = (date: string) => sql`(${date}::date - (extract(isodow FROM ${date}::date)::int - 1))`;

/**
 * The pot of a type, kind and start date, created empty when missing. A new WEEKLY pot takes
 * over what earlier weeks' open pots still hold (their rollover), and those are settled.
 */
export async function ensurePot(
  db: Db,
  pot: { pollaTypeId: number; kind: PotKind; startDate: string; currency: string },
): Promise<PotRow> {
  const start = pot.kind === 'WEEKLY' ? weekStartSql(pot.startDate) : sql`${pot.startDate}::date`;
  const created = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO polla_pots (polla_type_id, kind, start_date, currency)
        VALUES (${pot.pollaTypeId}, ${pot.kind}, ${start}, ${pot.currency})
        ON CONFLICT (polla_type_id, kind, start_date) DO NOTHING RETURNING id`,
  );
  const [row] = await rowsOf<RawPot>(
    db,
    sql`SELECT ${POT_COLUMNS} FROM polla_pots
         WHERE polla_type_id = ${pot.pollaTypeId} AND kind = ${pot.kind} AND start_date = ${start}`,
  );
  const current = potRow(row!);
  if (created.length && pot.kind === 'WEEKLY') await rollEarlierWeeks(db, current);
  return current;
}

async function rollEarlierWeeks(db: Db, into: PotRow) {
  const earlier = await rowsOf<RawPot>(
    db,
    sql`SELECT ${POT_COLUMNS} FROM polla_pots
         WHERE polla_type_id = ${into.pollaTypeId} AND kind = 'WEEKLY' AND status = 'OPEN' AND start_date < ${into.startDate}::date
         ORDER BY start_date FOR UPDATE`,
  );
  for (const old of earlier.map(potRow)) {
    await rollOver(db, old, into, { first: old.first, second: old.second }, null);
    await settlePot(db, old.id);
  }
}

export interface Movement {
  tipo: PotMovementType;
  concept: MovementConcept;
  first: bigint;
  second: bigint;
  ticketId?: number | null;
  userId?: number | null;
}

/**
 * Applies one movement to an OPEN pot and records it, in one statement: the pot's row is
 * locked by the update, so movements of one pot queue, and one that would take an accumulator
 * below zero (or reach a settled pot) changes nothing and answers false.
 */
export async function applyMovement(db: Db, potId: number, movement: Movement): Promise<boolean> {
  const sign = movement.tipo === 'INGRESO' ? 1n : -1n;
  const first = (sign * movement.first).toString();
  const second = (sign * movement.second).toString();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`WITH pot AS (
          UPDATE polla_pots SET first_amount = first_amount + ${first}::bigint, second_amount = second_amount + ${second}::bigint
           WHERE id = ${potId} AND status = 'OPEN'
             AND first_amount + ${first}::bigint >= 0 AND second_amount + ${second}::bigint >= 0
          RETURNING id)
        INSERT INTO polla_pot_movements (pot_id, tipo, concept, first_amount, second_amount, ticket_id, user_id)
        SELECT pot.id, ${movement.tipo}, ${movement.concept}, ${movement.first.toString()}::bigint,
               ${movement.second.toString()}::bigint, ${movement.ticketId ?? null}, ${movement.userId ?? null}
          FROM pot RETURNING id::text`,
  );
  return rows.length === 1;
}

/** Moves amounts from one pot to another as an EGRESO and an INGRESO of ARRASTRE. */
export async function rollOver(
  db: Db,
  from: Pick<PotRow, 'id'>,
  to: Pick<PotRow, 'id'>,
  amounts: { first: bigint; second: bigint },
  userId: number | null,
) {
  if (amounts.first === 0n && amounts.second === 0n) return;
  const movement = { concept: 'ARRASTRE' as const, ...amounts, userId };
  if (!(await applyMovement(db, from.id, { ...movement, tipo: 'EGRESO' }))) throw new Error('rollover out failed');
  if (!(await applyMovement(db, to.id, { ...movement, tipo: 'INGRESO' }))) throw new Error('rollover in failed');
}

export async function settlePot(db: Db, potId: number) {
  await db.execute(sql`UPDATE polla_pots SET status = 'SETTLED', settled_at = now() WHERE id = ${potId}`);
}

/** A pot of the banca's polla types, locked for a change (queues behind sales, payments and the scoring). */
export async function lockPot(db: Db, bancaId: number, kind: PotKind, potId: number): Promise<PotRow | null> {
  const [row] = await rowsOf<RawPot>(
    db,
    sql`SELECT ${POT_COLUMNS} FROM polla_pots
         WHERE id = ${potId} AND kind = ${kind}
           AND polla_type_id IN (SELECT id FROM polla_types WHERE banca_id = ${bancaId})
         FOR UPDATE`,
  );
  return row ? potRow(row) : null;
}

/** A pot with the tickets that fed it, not annulled (a pot id is either a daily or a weekly pot's: both indexed). */
const listColumns = sql`p.id, p.polla_type_id, pt.name AS polla_type_name, p.start_date::text, p.currency,
       p.first_amount::text, p.second_amount::text, p.status, fed.tickets, fed.sold
  FROM polla_pots p JOIN polla_types pt ON pt.id = p.polla_type_id
  CROSS JOIN LATERAL (SELECT count(*)::int AS tickets, coalesce(sum(t.price), 0)::text AS sold FROM polla_tickets t
                       WHERE (t.daily_pot_id = p.id OR t.weekly_pot_id = p.id) AND t.status <> 'ANULADO') fed`;

export interface PotFilters {
  bancaId: number;
  kind: PotKind;
  pollaTypeId: number;
  from?: string | undefined;
  to?: string | undefined;
}

const potWhere = (
  f: PotFilters,
) => sql`pt.banca_id = ${f.bancaId} AND p.kind = ${f.kind} AND p.polla_type_id = ${f.pollaTypeId}
  ${f.from ? sql`AND p.start_date >= ${f.from}::date` : sql``} ${f.to ? sql`AND p.start_date <= ${f.to}::date` : sql``}`;

export async function listPots(db: Db, filters: PotFilters, order: 'asc' | 'desc', limit: number, offset: number) {
  return rowsOf<Pot>(
    db,
    sql`SELECT ${listColumns} WHERE ${potWhere(filters)}
         ORDER BY p.start_date ${order === 'asc' ? sql`ASC` : sql`DESC`} LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function countPots(db: Db, filters: PotFilters): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM polla_pots p JOIN polla_types pt ON pt.id = p.polla_type_id WHERE ${potWhere(filters)}`,
  );
  return row!.n;
}

export async function findPot(db: Db, potId: number): Promise<Pot> {
  const [row] = await rowsOf<Pot>(db, sql`SELECT ${listColumns} WHERE p.id = ${potId}`);
  return row!;
}

export interface MovementRow {
  id: number;
  tiempo_abono: string;
  tipo: PotMovementType;
  concepto: MovementConcept;
  usuario: string | null;
  first_amount: string;
  second_amount: string;
}

export async function movementsOf(db: Db, potId: number): Promise<MovementRow[]> {
  return rowsOf<MovementRow>(
    db,
    sql`SELECT m.id::int, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS tiempo_abono,
               m.tipo, m.concept AS concepto, u.username AS usuario, m.first_amount::text, m.second_amount::text
          FROM polla_pot_movements m LEFT JOIN users u ON u.id = m.user_id
         WHERE m.pot_id = ${potId} ORDER BY m.created_at DESC, m.id DESC LIMIT 500`,
  );
}

/** Movements of the period's pots by concept and type, and their pots, tickets and sales. */
export async function potSummary(db: Db, filters: PotFilters) {
  const concepts = await rowsOf<{
    concepto: MovementConcept;
    tipo: PotMovementType;
    first_amount: string;
    second_amount: string;
  }>(
    db,
    sql`SELECT m.concept AS concepto, m.tipo, sum(m.first_amount)::text AS first_amount, sum(m.second_amount)::text AS second_amount
          FROM polla_pot_movements m JOIN polla_pots p ON p.id = m.pot_id JOIN polla_types pt ON pt.id = p.polla_type_id
         WHERE ${potWhere(filters)} GROUP BY m.concept, m.tipo ORDER BY m.concept, m.tipo`,
  );
  const [totals] = await rowsOf<{ pots: number; tickets: number; sold: string }>(
    db,
    sql`SELECT count(*)::int AS pots, coalesce(sum(x.tickets), 0)::int AS tickets, coalesce(sum(x.sold::bigint), 0)::text AS sold
          FROM (SELECT ${listColumns} WHERE ${potWhere(filters)}) x`,
  );
  return { concepts, ...totals! };
}
